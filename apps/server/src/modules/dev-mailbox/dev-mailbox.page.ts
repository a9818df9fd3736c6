import { escapeHtml, type MailboxMessage } from '../mail/mail.service.ts';

function formatTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

function renderMessage(message: MailboxMessage): string {
  const status = message.sent_at ? 'delivered' : 'pending';
  return `<li>
<details>
<summary><span class="subject">${escapeHtml(message.subject)}</span><span class="meta">to ${escapeHtml(message.to)} &middot; <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(formatTime(message.created_at))}</time> &middot; ${status}</span></summary>
<iframe sandbox="" title="${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}"></iframe>
<details class="text"><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</details>
</li>`;
}

/** The development mailbox page: every text is escaped and each mail's HTML runs in a sandboxed frame. */
export function renderMailboxPage(messages: MailboxMessage[], filter: { to?: string }): string {
  const list =
    messages.length > 0
      ? `<ul>${messages.map(renderMessage).join('\n')}</ul>`
      : '<p class="empty">No e-mails yet. Request a sign-in code or a password reset and reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Livery</title>
<style>
body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f5f7fa;color:#1f2933}
header{background:#1f3a5f;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;font-size:14px;opacity:.85}
main{max-width:960px;margin:0 auto;padding:16px}
form{display:flex;gap:8px;margin-bottom:16px;flex-wrap:wrap}
input{flex:1;min-width:200px;padding:8px;border:1px solid #cbd2d9;border-radius:4px;font-size:14px}
button,a.button{padding:8px 16px;border:0;border-radius:4px;background:#1f3a5f;color:#fff;font-size:14px;text-decoration:none;cursor:pointer}
ul{list-style:none;margin:0;padding:0}
li{background:#fff;border:1px solid #e4e7eb;border-radius:6px;margin-bottom:8px}
li>details>summary{padding:12px 16px;cursor:pointer;display:flex;flex-direction:column;gap:2px}
.subject{font-weight:600}
.meta{font-size:13px;color:#52606d}
iframe{display:block;width:100%;height:480px;border:0;border-top:1px solid #e4e7eb;resize:vertical;overflow:auto}
details.text{border-top:1px solid #e4e7eb}
details.text summary{padding:8px 16px;font-size:13px;cursor:pointer}
pre{margin:0;padding:8px 16px 16px;white-space:pre-wrap;font-size:13px}
.empty{color:#52606d}
</style>
</head>
<body>
<header><h1>Development mailbox</h1><p>No SMTP_URL is set, so e-mails stay on this machine and are listed here, newest first.</p></header>
<main>
<form method="get" action="">
<label for="to" hidden>Recipient</label>
<input id="to" name="to" type="search" placeholder="Filter by recipient e-mail" value="${escapeHtml(filter.to ?? '')}">
<button type="submit">Filter</button>
<a class="button" href="?">Show all</a>
</form>
${list}
</main>
</body>
</html>`;
}
