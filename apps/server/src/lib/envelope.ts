/** The `{status: 'success', data, message}` envelope of DECISIONS.md 14. */
export function ok<T>(data: T, message = 'OK'): { status: 'success'; data: T; message: string } {
  return { status: 'success', data, message };
}
