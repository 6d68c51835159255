import { isFraudRefusal } from './refusal-reasons';

describe('isFraudRefusal (spec §8 fraud)', () => {
  it.each(['FRAUD', 'FRAUD-CANCELLED', 'Acquirer Fraud', 'Issuer Suspected Fraud'])('takes Adyen’s %s for suspected fraud', (reason) => {
    expect(isFraudRefusal(reason)).toBe(true);
  });

  it.each(['Refused', 'CVC Declined', 'Not enough balance', 'Blocked Card', 'Fraudulent'.slice(0, 4), '', null, undefined])('not %p', (reason) => {
    expect(isFraudRefusal(reason)).toBe(false);
  });
});
