/** A one-line progress bar on stderr: redrawn in place on a terminal, every 10% in a log file. */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDecile = -1;
  return (done: number, total: number): void => {
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = Math.round(done / seconds);
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} events, ${rate.toLocaleString('en-IN')} events/s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? '\n' : ''}`);
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}
