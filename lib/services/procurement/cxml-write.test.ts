import { parseCxml } from './cxml-parse';
import { cxmlStatus, punchOutOrderMessage, punchOutSetupResponse, type QuotedLine } from './cxml-write';
import { textOf } from './cxml-read';

const FIXED = { payloadId: '1.abc@store.example', timestamp: '2026-11-28T10:00:00.000Z' };
const reparse = (text: string) => {
  const parsed = parseCxml(text);
  if (!parsed.ok) throw new Error(parsed.text);
  return parsed.doc.root as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

const LINE: QuotedLine = {
  quantity: 1000,
  supplierPartId: 'RL-2X2',
  auxiliaryId: 'AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBB',
  unitPrice: '0.14599',
  description: 'Roll Labels - 2" x 2"; Material: White BOPP',
  shortName: 'Roll Labels',
  language: 'en',
  unitOfMeasure: 'EA',
  classification: { domain: 'UNSPSC', code: '55121600' },
  manufacturerName: 'PrintCo',
  url: 'https://store.example/products/roll-labels',
  extrinsics: [{ name: 'proof', value: 'https://cdn.example/proof.png?a=1&b=2' }],
};

describe('cXML documents we write', () => {
  it('declare the cXML DTD and carry a payload id and time', () => {
    const text = cxmlStatus(400, 'Bad Request', 'The body could not be read.', FIXED);
    expect(text.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">']);
    const root = reparse(text);
    expect(root['@_payloadID']).toBe('1.abc@store.example');
    expect(root.Response.Status).toEqual({ '@_code': '400', '@_text': 'Bad Request', '#text': 'The body could not be read.' });
  });

  it('answer a setup with its StartPage', () => {
    const root = reparse(punchOutSetupResponse('https://store.example/api/punchout/cxml/start/t?x=1&y=2'));
    expect(root.Response.Status['@_code']).toBe('200');
    expect(root.Response.PunchOutSetupResponse.StartPage.URL).toBe('https://store.example/api/punchout/cxml/start/t?x=1&y=2');
  });

  it('write the order message with every part a buyer’s system reads', () => {
    const text = punchOutOrderMessage({
      from: { domain: 'NetworkID', identity: 'AN-STORE' },
      to: { domain: 'NetworkID', identity: 'AN-BUYER' },
      sender: { domain: 'NetworkID', identity: 'AN-STORE' },
      userAgent: 'Print storefront',
      buyerCookie: 'cookie-1',
      operationAllowed: 'edit',
      currency: 'USD',
      total: '145.99',
      lines: [LINE],
    });
    const message = reparse(text).Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe('cookie-1');
    expect(message.PunchOutOrderMessageHeader).toEqual({ '@_operationAllowed': 'edit', Total: { Money: { '@_currency': 'USD', '#text': '145.99' } } });
    const [item] = message.ItemIn;
    expect(item['@_quantity']).toBe('1000');
    expect(item.ItemID).toEqual({ SupplierPartID: 'RL-2X2', SupplierPartAuxiliaryID: 'AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBB' });
    expect(item.ItemDetail.UnitPrice.Money).toEqual({ '@_currency': 'USD', '#text': '0.14599' });
    expect(textOf(item.ItemDetail.Description[0])).toBe(LINE.description);
    expect(item.ItemDetail.Description[0].ShortName).toBe('Roll Labels');
    expect(item.ItemDetail.Classification).toEqual([{ '@_domain': 'UNSPSC', '#text': '55121600' }]);
    expect(item.ItemDetail.Extrinsic).toEqual([{ '@_name': 'proof', '#text': 'https://cdn.example/proof.png?a=1&b=2' }]);
    // The DTD's order: UnitPrice, Description, UnitOfMeasure, Classification, ManufacturerName, URL, Extrinsic.
    const detail = text.slice(text.indexOf('<ItemDetail>'));
    const order = ['<UnitPrice>', '<Description', '<UnitOfMeasure>', '<Classification', '<ManufacturerName>', '<URL>', '<Extrinsic'].map((tag) => detail.indexOf(tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('escape every value, and drop what XML cannot carry', () => {
    const hostile = '</Description><Injected/>"\'&\u0001';
    const text = punchOutOrderMessage({
      from: { domain: 'a"b', identity: '<x>' },
      to: { domain: 'd', identity: 'i' },
      sender: { domain: 'd', identity: 'i' },
      userAgent: 'u',
      buyerCookie: hostile,
      operationAllowed: 'edit',
      currency: 'USD',
      total: '1.00',
      lines: [{ ...LINE, description: hostile, extrinsics: [{ name: '"><x', value: hostile }] }],
    });
    expect(text).not.toContain('<Injected/>');
    const root = reparse(text);
    expect(root.Message.PunchOutOrderMessage.BuyerCookie).toBe('</Description><Injected/>"\'&');
    expect(root.Header.From.Credential[0]).toEqual({ '@_domain': 'a"b', Identity: '<x>' });
  });
});
