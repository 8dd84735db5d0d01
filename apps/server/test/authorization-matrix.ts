/**
 * Who may call each API route. Every route the app serves must have an entry here (the
 * authorization test fails otherwise), so a new route cannot ship without deciding its access.
 *  - public / visitor: anyone
 *  - member: signed-in users; visitors get 401
 *  - admin: admins; visitors get 401, members 403
 */
export type Expectation = 'public' | 'visitor' | 'member' | 'admin'

export const API_MATRIX: Record<string, Expectation> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/config': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/captcha/challenge': 'public',
  'GET /api/referrer-context': 'public',
  'POST /api/login': 'visitor',
  'POST /api/logout': 'public',
  'POST /api/register': 'visitor',
  'POST /api/password/email': 'visitor',
  'POST /api/password/reset': 'visitor',
  'GET /api/user': 'member',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/mail': 'admin',
  'GET /api/admin/mail/:id': 'admin',
  'GET /api/admin/extended/:kind': 'admin',
  'POST /api/admin/extended/:kind': 'admin',
  'GET /api/admin/extended/:kind/:id': 'admin',
  'PATCH /api/admin/extended/:kind/:id': 'admin',
  'DELETE /api/admin/extended/:kind/:id': 'admin',
  'GET /api/notifications': 'member',
  'POST /api/notifications': 'member',
  'GET /api/notifications/count': 'member',
  'POST /api/user/opt-in': 'member',
  'GET /api/profile': 'member',
  'PATCH /api/user': 'member',
  'PATCH /api/user/email': 'member',
  'POST /api/user/password': 'member',
  'GET /api/profile/options': 'member',
  'GET /api/military-installations': 'member',
  'POST /api/addresses': 'member',
  'PATCH /api/addresses/:id': 'member',
  'DELETE /api/addresses/:id': 'member',
  'POST /api/addresses/:id/primary': 'member',
  'POST /api/user/avatar': 'member',
  // Any signed-in member may see an avatar (they appear in the member directory).
  'GET /api/user/avatar/:userId': 'member',
  'DELETE /api/user/avatar': 'member',
  'GET /api/dashboard': 'member',
  'POST /api/dashboard/announcement/hide': 'member',
  'GET /api/cart/items': 'member',
  'POST /api/cart/remove': 'member',
  'PATCH /api/cart/item/:id': 'member',
  'POST /api/cart/create-setup-intent': 'member',
  'POST /api/cart/apply-discount': 'member',
  'POST /api/cart/pay': 'member',
  'GET /api/donation-options': 'member',
  'POST /api/donations': 'member',
  'GET /api/payments': 'member',
  // The payer or an admin; another member gets 404 (cart.int.test.ts).
  'GET /api/payments/:id': 'member',
  'GET /api/payments/:id/receipt.pdf': 'member',
  // Signed by the payment provider instead of a session (checkout.int.test.ts).
  'POST /api/payments/webhook': 'public',
  'GET /api/user/payment-method': 'member',
  'POST /api/user/payment-method': 'member',
  'DELETE /api/user/payment-method': 'member',
  'POST /api/admin/impersonate/:id': 'admin',
  'POST /api/impersonate/leave': 'member',
}
