import type { ReactNode } from 'react';
import './sign-in.css';

function Logo({ inverted = false, size }: { inverted?: boolean; size: number }) {
  return (
    <span className={inverted ? 'si-logo si-inverted' : 'si-logo'}>
      <img src="/livery-mark.svg" alt="" width={size} height={size} />
      <span style={{ fontSize: size * 0.62 }}>Livery</span>
    </span>
  );
}

/**
 * StandaloneShell (shared/components) in plain HTML and CSS: the brand panel beside the form card from 992 px
 * (antd's lg), the logo above the card below that. The sign-in screens use it so /login loads no antd.
 */
export function SignInShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="si-root si-page">
      <div className="si-brand">
        <Logo inverted size={40} />
        <div>
          <h2>Uniforms your teams are proud to wear.</h2>
          <p>
            Design branded garments, order them for every employee from one roster, and follow each order from
            approval to delivery.
          </p>
        </div>
        <span className="si-brand-foot">Livery ordering portal</span>
      </div>
      <main className="si-main">
        <div className="si-column">
          <div className="si-top-logo">
            <Logo size={36} />
          </div>
          <div className="si-card">
            <h1>{title}</h1>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
