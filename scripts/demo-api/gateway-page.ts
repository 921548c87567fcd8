// The sandbox gateway's HTML: the payment page (Pay / Cancel) and its error page; every value escaped.
import { escapeHtml } from './payments-http.ts';
import type { RequestFields } from '../../cms/plugin/src/rules/fonepay.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f5f7;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.sandbox{color:#6b4e00;background:#fff4cc;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1.25rem 0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem}form{margin:0}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:2px solid #c8102e;cursor:pointer}
.pay{background:#c8102e;color:#fff}.cancel{background:#fff;color:#c8102e}button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
.error{color:#8a1020}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fonepay sandbox</title><style>${STYLE}</style></head>
<body><main>
${content}
</main></body>
</html>
`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** Pay and Cancel post the signed request back to the gateway, which checks its DV again before answering. */
export function gatewayPage(merchant: { name: string; pid: string }, fields: RequestFields & { DV: string }): string {
  const rows: Array<[string, string]> = [
    ['Merchant', `${merchant.name} (${merchant.pid})`],
    ['Payment reference (PRN)', fields.PRN],
    ['Amount', `NPR ${fields.AMT}`],
    ['Date', fields.DT],
    ['Details', fields.R1],
    ['Remarks', fields.R2],
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n');
  const form = (action: 'pay' | 'cancel', label: string) =>
    `<form method="post" action="/gateway/pay">${hidden({ ...fields, action })}<button type="submit" class="${action}">${label}</button></form>`;
  return page(
    'Confirm payment',
    `<h1>Confirm your payment</h1>
<p class="sandbox">Sandbox gateway: no money moves.</p>
<dl>
${list}
</dl>
<div class="actions">${form('pay', 'Pay')}${form('cancel', 'Cancel')}</div>`,
  );
}

export function gatewayError(message: string): string {
  return page(
    'Payment request refused',
    `<h1>Payment request refused</h1>
<p class="sandbox">Sandbox gateway</p>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p>Return to the merchant's site and start the payment again.</p>`,
  );
}
