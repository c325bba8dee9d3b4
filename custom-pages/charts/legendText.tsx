/** Legend entries in the text colour: a light series colour (last year's grey) would be hard to read as text. */
export function legendText(value: string) {
  return <span style={{ color: 'rgba(0, 0, 0, 0.87)' }}>{value}</span>;
}
