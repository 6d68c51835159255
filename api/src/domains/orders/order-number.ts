/** The order number shown to the shopper and in mails: store id, date, six unambiguous characters (60-261125-ABC234). */
export function orderNumber(storeId: number, now: Date, prefix = ''): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 6; i += 1) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${storeId}-${date}-${prefix}${code}`;
}
