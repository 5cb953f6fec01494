import { escapeHtml } from '@portal/contracts/html';
import { GOLD_PER_DOLLAR, type TopupOrder } from '@portal/contracts';

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f3f4f8; margin: 0; padding: 24px 16px; color: #1d1d2b; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #ffe9a8; color: #6b4b00; border-radius: 6px; padding: 2px 8px;
           font-size: 12px; font-weight: 600; letter-spacing: .04em; }
  h1 { font-size: 20px; margin: 12px 0 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 16px 0 24px; }
  dt { color: #667; } dd { margin: 0; text-align: right; font-weight: 600; }
  form { margin: 0 0 10px; } button { width: 100%; padding: 12px; border-radius: 8px; border: 0; font-size: 16px;
  font-weight: 600; cursor: pointer; } button:focus-visible { outline: 3px solid #4c6fff; outline-offset: 2px; }
  .pay { background: #1f9d55; color: #fff; } .fail { background: #fbe3e3; color: #9b1c1c; }
  .cancel { background: #eceef3; color: #333; } p.note { color: #667; font-size: 13px; }`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The sandbox provider's hosted checkout: the order, and three buttons that decide how the payment ends. */
export function renderCheckoutPage(order: TopupOrder, token: string): string {
  const action = (name: string) =>
    `/api/sandbox-pay/checkout/${encodeURIComponent(order.id)}/${name}?token=${encodeURIComponent(token)}`;
  const open = order.status === 'pending';
  const buttons = open
    ? `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${dollars(order.priceCents)}</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This payment is ${escapeHtml(order.status)}.</p>`;
  return page(
    'Sandbox checkout',
    `<span class="badge">SANDBOX · TEST PAYMENTS ONLY</span>
<h1>${escapeHtml(order.packageName)}</h1>
<dl>
  <dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
  <dt>Gold</dt><dd>${order.goldAmount.toLocaleString('en-US')}</dd>
  <dt>Bonus bound Gold</dt><dd>${order.bonusBoundGold.toLocaleString('en-US')}</dd>
  <dt>Price</dt><dd>${dollars(order.priceCents)} USD</dd>
</dl>
${buttons}
<p class="note">No money moves. Pay, Fail and Cancel send the signed notification a real provider would
(${GOLD_PER_DOLLAR} gold per dollar), then return to the portal.</p>`,
  );
}

export function renderCheckoutMessage(title: string, text: string): string {
  return page(
    title,
    `<span class="badge">SANDBOX</span><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
  );
}
