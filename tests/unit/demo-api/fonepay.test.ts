// Fonepay DV signing (Technical Specification Document, Fonepay Web Integration v2.0): the document's own example, and by hand.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountPaisa,
  appendQuery,
  dvMatches,
  gatewayDouble,
  isGatewayDate,
  isReturnUrl,
  requestDv,
  returnDv,
  returnedPaisa,
} from '../../../cms/plugin/src/rules/fonepay.ts';

const hmac = (key: string, message: string) => createHmac('sha512', key).update(message).digest('hex');

describe('request DV', () => {
  it("reproduces the document's worked example (secret 'fonepay')", () => {
    // The document prints the return URL as "https://devadminapi.fonepay.com/…" in its example string, and its
    // printed hash is of exactly that string.
    const dv = requestDv('fonepay', {
      PID: 'fonepay123',
      MD: 'P',
      PRN: 'd1580724437729',
      AMT: '30',
      CRN: 'NPR',
      DT: '06/27/2017',
      R1: 'Hello',
      R2: 'test',
      RU: 'https://devadminapi.fonepay.com/ConvergentMerchantDummyweb/MerchantVerification',
    });
    expect(dv).toBe(
      '147384cc250bf072fdacbce811da683a3ed7f5f7d1c0dd2ce2fb90d27d69b2bc3c143306aa4fa26625a171ac0d4d2e2aaa53e4e10902eb9418eac32f591b92c0',
    );
  });

  it('is HMAC-SHA512 over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU joined by commas, raw values, lowercase hex', () => {
    const fields = {
      PID: 'NBQM',
      MD: 'P',
      PRN: 'SFLM0ABCDEF123456',
      AMT: '3.00',
      CRN: 'NPR',
      DT: '05/09/2025',
      R1: 'NSFL Week 3 tickets 2025-05-10 x3 #14-16',
      R2: 'Sita Sharma',
      RU: 'http://localhost:4321/payment-response?from=checkout&x=a b',
    };
    const byHand = hmac(
      'demo-secret',
      'NBQM,P,SFLM0ABCDEF123456,3.00,NPR,05/09/2025,NSFL Week 3 tickets 2025-05-10 x3 #14-16,Sita Sharma,http://localhost:4321/payment-response?from=checkout&x=a b',
    );
    expect(requestDv('demo-secret', fields)).toBe(byHand);
    expect(byHand).toMatch(/^[0-9a-f]{128}$/);
    // Not URL-encoded: the encoded RU signs to something else.
    expect(requestDv('demo-secret', { ...fields, RU: encodeURIComponent(fields.RU) })).not.toBe(byHand);
  });

  it('keys the HMAC with the UTF-8 secret and hashes UTF-8 values (Nepali text in R2)', () => {
    const fields = {
      PID: 'NBQM',
      MD: 'P',
      PRN: 'ABC',
      AMT: '1.00',
      CRN: 'NPR',
      DT: '01/02/2026',
      R1: 'r',
      R2: 'सीता',
      RU: 'https://x.example/r',
    };
    expect(requestDv('गोप्य', fields)).toBe(hmac('गोप्य', 'NBQM,P,ABC,1.00,NPR,01/02/2026,r,सीता,https://x.example/r'));
  });
});

describe('return DV', () => {
  it('is HMAC-SHA512 over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT in uppercase hex', () => {
    // The document's example return values; its printed hash is for a key it does not give, so compute by hand.
    const fields = {
      PRN: 'd1580724437729',
      PID: 'fonepay123',
      PS: 'true',
      RC: 'successful',
      UID: '36463',
      BC: 'NICENPKA',
      INI: '9841845631',
      P_AMT: '20.0',
      R_AMT: '30',
    };
    const dv = returnDv('fonepay', fields);
    expect(dv).toBe(
      hmac('fonepay', 'd1580724437729,fonepay123,true,successful,36463,NICENPKA,9841845631,20.0,30').toUpperCase(),
    );
    expect(dv).toMatch(/^[0-9A-F]{128}$/);
    expect(returnDv('fonepay', { ...fields, P_AMT: '30.0' })).not.toBe(dv);
  });

  it('compares signatures regardless of hex case and refuses anything else', () => {
    const dv = returnDv('k', {
      PRN: 'P1X',
      PID: 'NBQM',
      PS: 'false',
      RC: 'cancelled',
      UID: '1',
      BC: 'N/A',
      INI: 'N/A',
      P_AMT: '1.0',
      R_AMT: '1.00',
    });
    expect(dvMatches(dv, dv)).toBe(true);
    expect(dvMatches(dv, dv.toLowerCase())).toBe(true);
    expect(dvMatches(dv, dv.slice(0, -1) + (dv.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(dvMatches(dv, dv.slice(1))).toBe(false);
    expect(dvMatches(dv, undefined)).toBe(false);
    expect(dvMatches(dv, `${dv.slice(0, 127)}Z`)).toBe(false);
  });
});

describe('field formats', () => {
  it('DT is a real zero-padded MM/DD/YYYY date', () => {
    expect(isGatewayDate('06/27/2017')).toBe(true);
    for (const bad of ['6/27/2017', '27/06/2017', '02/30/2025', '2017-06-27', '06/27/17'])
      expect(isGatewayDate(bad)).toBe(false);
  });

  it('AMT has two decimals and is positive; returned amounts accept the gateway double form', () => {
    expect(amountPaisa('3.00')).toBe(300);
    for (const bad of ['3', '3.0', '-1.00', '0.00', '1e2', ' 1.00', '1.005']) expect(amountPaisa(bad)).toBeNull();
    expect(returnedPaisa('20.0')).toBe(2000);
    expect(returnedPaisa('30')).toBe(3000);
    expect(returnedPaisa('2.x')).toBeNull();
    expect(gatewayDouble(300)).toBe('3.0');
    expect(gatewayDouble(250)).toBe('2.5');
  });

  it('RU is an http(s) URL of at most 150 characters', () => {
    expect(isReturnUrl('http://localhost:4321/payment-response')).toBe(true);
    expect(isReturnUrl('javascript:alert(1)')).toBe(false);
    // Only the site's own origin (or, without a site address, this machine): a signed return goes nowhere else.
    expect(isReturnUrl('https://evil.example/payment-response')).toBe(false);
    expect(isReturnUrl('https://league.example.org/payment-response', 'https://league.example.org')).toBe(true);
    expect(isReturnUrl('https://evil.example/payment-response', 'https://league.example.org')).toBe(false);
    expect(isReturnUrl('http://127.0.0.1:4321/payment-response', 'https://league.example.org')).toBe(false);
    expect(isReturnUrl(`https://x.example/${'a'.repeat(140)}`)).toBe(false);
  });

  it('appends the return query whether or not RU has one', () => {
    expect(appendQuery('https://s.example/payment-response', { PRN: 'A', PS: 'true' })).toBe(
      'https://s.example/payment-response?PRN=A&PS=true',
    );
    expect(appendQuery('https://s.example/r?lang=ne', { PRN: 'A' })).toBe('https://s.example/r?lang=ne&PRN=A');
    expect(appendQuery('https://s.example/r?', { PRN: 'A' })).toBe('https://s.example/r?PRN=A');
    expect(appendQuery('https://s.example/r#top', { PRN: 'A B' })).toBe('https://s.example/r?PRN=A+B#top');
  });
});
