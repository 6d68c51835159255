/** English legal texts, neutral about the country (they name no national law or authority): the pages of English-language storefronts and of any language without texts of its own, and the source of the other translations. */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Name', 'Category', 'Provider', 'Purpose', 'Lifetime'],
  categories: { necessary: 'Necessary', statistics: 'Statistics', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Keeps your session together: basket, signing in to your account and checkout; protects against abuse.', lifetime: '90 days' },
    cookie_consent: { purpose: 'Stores your choice in the cookie settings so that we do not ask again on every visit.', lifetime: '12 months' },
    shop_rollout: { purpose: 'While a new version of the site is introduced step by step, keeps you on one of the two versions so that it does not change from page to page. Holds only a random number.', lifetime: '180 days' },
    _ga: { purpose: 'Google Analytics: tells visitors apart by a random identifier so that we can analyse how the site is used.', lifetime: '2 years' },
    '_ga_*': { purpose: 'Google Analytics: keeps the state of the current session (page views, duration).', lifetime: '2 years' },
    _gcl_au: { purpose: 'Google Ads: links an order to the advertisement that brought you to us (conversion measurement).', lifetime: '90 days' },
    'shop.tracking.clickId': { purpose: 'Local storage (not a cookie): remembers the click identifier of an advertisement (gclid) so that the order can be attributed to it.', lifetime: '90 days' },
  },
};

function registerEn(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Register: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Registration number: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Company registration</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintEn: Builder = (f) =>
  page(
    'imprint',
    'Legal notice',
    `<h2>Company information</h2>
    ${f.address}
    <p><strong>Legal form:</strong> ${f.legalForm}<br>
    <strong>Represented by:</strong> ${f.representatives}</p>
    <h2>Contact</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Phone: ${f.supportPhone}<br>
    Business enquiries: ${f.businessEmail}</p>
    ${registerEn(f)}
    <h2>VAT</h2>
    <p>VAT identification number: ${f.vatNumber}</p>
    <h2>Responsible for content</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Consumer dispute resolution</h2>
    <p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a question or complaint, please contact our customer service at ${f.supportEmail}.</p>
    <h2>Content and links</h2>
    <p>We prepare the content of this website with great care but cannot guarantee that it is complete and up to date at all times; information on accepting partners is partly supplied by those partners. We are not responsible for the content of external websites we link to. Partner names and logos are trademarks of their owners and are used only to show where a gift card can be redeemed.</p>`,
  );

const termsEn: Builder = (f) =>
  page(
    'terms',
    'Terms and conditions',
    `<h2>1. Scope and seller</h2>
    <p>These terms apply to all orders placed in the ${f.storefrontName} online shop at ${f.site}. The seller is ${f.addressLine} (e-mail: ${f.supportEmail}, phone: ${f.supportPhone}). Different terms of the customer apply only if we agree to them in writing. Mandatory consumer protection rules of the country where you live remain unaffected.</p>
    <h2>2. Gift cards</h2>
    <p>We sell multi-purpose gift cards (multi-purpose vouchers). A gift card entitles its holder to spend its balance, in full or in part, with the accepting partners named for that card on our website. Gift cards are available as a <strong>digital gift card</strong> sent by e-mail with card number and PIN or code, and as a <strong>physical gift card</strong> sent by post. The product description at the time of your order states the accepting partners, available amounts and any special redemption conditions.</p>
    <h2>3. Conclusion of the contract</h2>
    <p>The gift cards shown in the shop are not a binding offer. By clicking the "Place order and pay" button you make a binding offer to buy the items in your basket; before that you can review and correct all entries. We confirm receipt of your order by e-mail. The contract is concluded when we accept your order by an order confirmation or by sending the gift card. We store the contract text and send you the order details and these terms with the order confirmation.</p>
    <h2>4. Prices and payment</h2>
    <p>The price of a gift card equals its value. As gift cards are multi-purpose vouchers, no VAT is charged on their sale; VAT is due when the card is redeemed. Postage and optional services are shown in the basket, including VAT, before you order. You can pay with the payment methods offered at checkout. Gift cards are activated only once payment has been received. We may refuse an order where there is reasonable suspicion of fraud and will then refund any payment immediately.</p>
    <h2>5. Delivery</h2>
    <p>Digital gift cards are sent to the e-mail address given at checkout, usually within minutes of payment and at the latest within 24 hours if a security check is needed, or on the delivery date you chose. Physical gift cards are sent by post, usually within 1–3 working days of payment within the country of the storefront. Physical cards may be dispatched inactive for security reasons and are then activated on our website as described in the accompanying letter.</p>
    <h2>6. Validity</h2>
    <p>Gift cards are valid for at least three years from the end of the year in which they were purchased, unless a longer period is stated on the card, in the product description or required by the law of your country.</p>
    <h2>7. Redemption, balance check and exchange</h2>
    <p>Gift cards are redeemed with the accepting partners under their redemption conditions, in store or online, in one or several transactions; any remaining balance stays valid until the card expires. You can check the balance and validity free of charge on our website under "Check balance". Where the website offers it, you can exchange the full remaining balance for a gift card of another partner named there; the original card then becomes invalid.</p>
    <h2>8. No cash payout</h2>
    <p>The balance of a gift card is not paid out in cash, does not earn interest and cannot be transferred to a bank account. Statutory refund rights, in particular after withdrawal, remain unaffected.</p>
    <h2>9. Loss, theft and misuse</h2>
    <p>Anyone who knows the card number and PIN can spend the balance, so please keep them safe. Report a lost or stolen card to ${f.supportEmail} or ${f.supportPhone} without delay. If you can prove the purchase, we block the balance not yet spent and issue a replacement card free of charge. We are not liable for balance spent before the card was blocked unless we are responsible for it.</p>
    <h2>10. Right of withdrawal</h2>
    <p>Consumers have a statutory right of withdrawal; see our Right of withdrawal page, which includes the model withdrawal form. You can also withdraw with the "Withdraw from contract" button in the footer of our website.</p>
    <h2>11. Liability</h2>
    <p>The statutory warranty rights apply. We are liable without limitation for intent and gross negligence, for injury to life, body or health and under product liability law. For slight negligence we are liable only for breach of essential contractual obligations and limited to the foreseeable damage typical of the contract. The accepting partner alone is responsible for the goods and services you buy with a gift card.</p>
    <h2>12. Governing law and disputes</h2>
    <p>The law of the country where we have our registered office applies, excluding the UN Convention on Contracts for the International Sale of Goods; for consumers, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you habitually reside. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. Should any provision of these terms be invalid, the remaining provisions remain in effect.</p>`,
  );

const withdrawalEn: Builder = (f) =>
  page(
    'withdrawal',
    'Right of withdrawal',
    `<h2>Right of withdrawal</h2>
    <p>You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period will expire after 14 days from</p>
    <ul>
    <li>the day of the conclusion of the contract, for digital gift cards (digital content not supplied on a tangible medium);</li>
    <li>the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods, for physical gift cards; if you ordered several physical gift cards in one order and they are delivered separately, from the day on which you or that third party acquire physical possession of the last card.</li>
    </ul>
    <p>To exercise the right of withdrawal, you must inform us (${f.addressLine}, e-mail: ${f.supportEmail}, phone: ${f.supportPhone}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory. You can also use the <strong>"Withdraw from contract"</strong> button in the footer of our website; we will confirm receipt of your withdrawal by e-mail without delay.</p>
    <p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>
    <h2>Effects of withdrawal</h2>
    <p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. The balance of the gift cards concerned is blocked when we receive your withdrawal.</p>
    <p>For physical gift cards, we may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest. You shall send back the goods to ${f.addressLine} without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. We will bear the cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.</p>
    <h2>Early expiry</h2>
    <p>For digital gift cards, the right of withdrawal expires once we have begun performance, if you have expressly consented to performance beginning before the end of the withdrawal period, acknowledged that you thereby lose your right of withdrawal, and received our confirmation on a durable medium. We ask for this consent at checkout; if you do not give it, your right of withdrawal continues until the end of the withdrawal period.</p>
    <h2>Model withdrawal form</h2>
    <p><em>(Complete and return this form only if you wish to withdraw from the contract.)</em></p>
    <ul>
    <li>To ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the supply of the following digital content (*)</li>
    <li>Ordered on (*)/received on (*)</li>
    <li>Name of consumer(s)</li>
    <li>Address of consumer(s)</li>
    <li>Signature of consumer(s) (only if this form is notified on paper)</li>
    <li>Date</li>
    </ul>
    <p>(*) Delete as appropriate.</p>`,
  );

const privacyEn: Builder = (f) =>
  page(
    'privacy',
    'Privacy policy',
    `<p>This policy explains which personal data we process when you visit ${f.storefrontName}, buy gift cards, check a balance or exchange a card, and what rights you have under the General Data Protection Regulation (GDPR) and comparable data protection laws.</p>
    <h2>1. Controller and contact</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Phone: ${f.supportPhone}</p>
    <p>You can reach our data protection officer at ${f.dataProtectionEmail}.</p>
    <h2>2. Purposes and legal bases</h2>
    <ul>
    <li><strong>Orders and delivery</strong> (name, addresses, e-mail, recipient details, greeting, order and payment data): performance of the contract, Art. 6(1)(b) GDPR.</li>
    <li><strong>Customer account, balance check and exchange</strong> (login data, card number, PIN, balance, transactions, IP address): Art. 6(1)(b) GDPR.</li>
    <li><strong>Accounting and tax records</strong>: legal obligation, Art. 6(1)(c) GDPR.</li>
    <li><strong>Fraud prevention and IT security</strong> (order, device and connection data; server logs kept for 7 days): legitimate interests, Art. 6(1)(f) GDPR. No decisions are based solely on automated processing (Art. 22 GDPR).</li>
    <li><strong>Newsletter, analytics and advertising measurement</strong>: consent, Art. 6(1)(a) GDPR, which you can withdraw at any time.</li>
    </ul>
    <h2>3. Payment providers</h2>
    <p>Payments are processed by payment service providers that act as independent controllers, in particular Adyen N.V., Amsterdam, Netherlands (cards and local payment methods) and PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. Card details never reach our servers.</p>
    <h2>4. Recipients and transfers</h2>
    <p>We share data only where necessary: with processors bound by data processing agreements (hosting in the EU, e-mail delivery, customer service software), with postal services for physical cards, with accepting partners (card number and balance only) and with authorities where required by law. Google may transfer data to the United States; Google LLC is certified under the EU-US Data Privacy Framework, and standard contractual clauses apply in addition.</p>
    <h2>5. Retention</h2>
    <p>Order, invoice and accounting records are kept for the period required by commercial and tax law (up to 10 years); gift card and balance data until the card has expired and any limitation period has ended; account data until you delete your account; customer service requests for 3 years; cookies as stated in the cookie statement.</p>
    <h2>6. Your rights</h2>
    <p>You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object (Art. 21), in particular to direct marketing at any time. Send your request to ${f.dataProtectionEmail}. You also have the right to lodge a complaint with a supervisory authority, in particular in the country where you live or work.</p>
    <h2>7. Cookies</h2>
    <p>We use necessary cookies and, only with your consent, statistics and marketing cookies. Details are in our cookie statement; you can change your choice at any time with the "Cookie settings" link in the footer.</p>`,
  );

const cookiesEn: Builder = (f) =>
  page(
    'cookies',
    'Cookie statement',
    `<p>Cookies are small text files that your browser stores when you visit ${f.storefrontName}; the browser's local storage works in a similar way. We set necessary cookies without consent. All other cookies are set only after you have agreed in the cookie settings.</p>
    <h2>Categories</h2>
    <ul>
    <li><strong>Necessary:</strong> required for the basket, signing in, checkout and security. They cannot be switched off.</li>
    <li><strong>Statistics:</strong> help us understand how the website is used so that we can improve it. Only with your consent.</li>
    <li><strong>Marketing:</strong> measure the results of our advertising. Only with your consent.</li>
    </ul>
    <h2>Cookies we use</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Changing or withdrawing your choice</h2>
    <p>You can change your choice at any time with the <strong>"Cookie settings"</strong> link in the footer of every page; withdrawal applies to the future. You can also delete or block cookies in your browser settings; if you block necessary cookies, the basket and checkout will no longer work.</p>
    <p>Questions? Contact ${f.dataProtectionEmail}. More information is in our privacy policy.</p>`,
  );

const accessibilityEn: Builder = (f) =>
  page(
    'accessibility',
    'Accessibility statement',
    `<p>${f.legalName} wants everyone to be able to use ${f.storefrontName} (${f.site}) without barriers. This statement describes the service and how it meets the accessibility requirements of the European Accessibility Act (Directive (EU) 2019/882).</p>
    <h2>The service</h2>
    <p>${f.storefrontName} is an online shop for gift cards. You can search and compare gift cards, choose an amount, design and greeting, order a card by e-mail or post and pay for it, check a balance, activate and exchange cards, use a customer account with orders and invoices, and contact customer service. Checkout consists of clearly labelled steps, and you can go back and change your details at any time before placing the order.</p>
    <h2>How we meet the requirements</h2>
    <p>The website follows EN 301 549 and the Web Content Accessibility Guidelines (WCAG) 2.1, level AA:</p>
    <ul>
    <li><strong>Keyboard:</strong> every function, including menus, dialogs and checkout, can be operated with the keyboard alone, with a visible focus indicator.</li>
    <li><strong>Screen readers:</strong> pages use headings, landmarks and lists; images have text alternatives and controls have clear names. We test with NVDA, JAWS, VoiceOver and TalkBack.</li>
    <li><strong>Contrast and display:</strong> text has a contrast ratio of at least 4.5:1; pages can be zoomed to 200% and work from 320 CSS pixels wide without horizontal scrolling.</li>
    <li><strong>Forms:</strong> every field has a label; errors are described in text, shown next to the field and announced.</li>
    <li><strong>Security checks:</strong> an invisible background check instead of an image puzzle.</li>
    </ul>
    <h2>Known limitations</h2>
    <ul>
    <li>Some partner logos and card designs have only short text alternatives.</li>
    <li>PDF invoices are not yet fully tagged (PDF/UA); we will send you an accessible version on request.</li>
    <li>Payment pages and 3-D Secure checks of external payment providers are outside our control.</li>
    </ul>
    <p>This statement is based on a self-assessment and is reviewed at least once a year.</p>
    <h2>Feedback and contact</h2>
    <p>If you encounter a barrier or need information in another format, e-mail ${f.supportEmail} or call ${f.supportPhone}. We reply within two weeks.</p>
    <h2>Enforcement</h2>
    <p>If you believe that our service does not meet the accessibility requirements, you can contact the market surveillance authority responsible for accessibility of services in your country.</p>`,
  );

export const en: LegalTexts = {
  management: 'the board of directors',
  pages: [imprintEn, termsEn, withdrawalEn, privacyEn, cookiesEn, accessibilityEn],
};
