// The container's health check: exits 0 when GET /readyz on this process's port answers 200
// (database reachable, migrations applied), 1 otherwise. Plain node, no curl in the image.
const port = process.env.PORT?.trim() || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
