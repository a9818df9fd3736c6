/** Faces for builder tests: 5 px a centimetre over a 300 x 300 px print area (60 x 60 cm), so every print-size class fits. */
export const TEST_FACE_CONFIG = {
  px_per_cm: 5,
  refpt: { x: 325, y: 200 },
  print_area: { left: 175, top: 175, width: 300, height: 300 },
};

export const TEST_FACES = [
  { alias: 'Front', template_url: '/catalogue/classic-polo-front.svg', pconfig: TEST_FACE_CONFIG },
  { alias: 'Back', template_url: '/catalogue/classic-polo-back.svg', pconfig: TEST_FACE_CONFIG },
];
