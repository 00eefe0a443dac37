import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { parseBuyers, signStart, storeFor, tenantOfHost, type Buyer } from '../src/procurement/buyers.ts';
import { orderRequest, readOrderMessage, readResponse, setupRequest } from '../src/procurement/cxmlDocuments.ts';
import { centsText, totalCents } from '../src/procurement/requisitions.ts';

const BUYER: Buyer = {
  id: 'acme',
  name: 'Acme',
  protocol: 'cxml',
  tenant: 'fr',
  returnUrls: ['http://localhost:4000/procurement/cxml/'],
  cxml: { from: { domain: 'NetworkID', identity: 'AN-ACME' }, sharedSecret: 'acme-secret-of-16+', to: { domain: 'NetworkID', identity: 'AN-STORE' } },
};

describe('the procurement systems’ buyers', () => {
  it('reads PUNCHOUT_BUYERS, and nothing from what is not a list of buyers', () => {
    assert.deepEqual(parseBuyers(JSON.stringify([BUYER, { id: 'x', protocol: 'edi' }])).map((b) => b.id), ['acme']);
    assert.deepEqual(parseBuyers(undefined), []);
    assert.deepEqual(parseBuyers('/etc/buyers.json'), []);
    assert.deepEqual(parseBuyers('[oops'), []);
  });

  it('finds each tenant’s store beside the US one, and the tenant of a host', () => {
    assert.equal(storeFor('us', 'http://localhost:3100'), 'http://localhost:3100');
    assert.equal(storeFor('fr', 'http://localhost:3100'), 'http://fr.localhost:3100');
    assert.equal(storeFor('r-acme', 'http://fr.localhost:3100'), 'http://acme.resellers.localhost:3100');
    assert.equal(tenantOfHost('acme.resellers.localhost:3100'), 'r-acme');
    assert.equal(tenantOfHost('ca.localhost:3100'), 'ca');
    assert.equal(tenantOfHost('localhost:3100'), 'us');
  });

  it('signs a start link as the store checks it', () => {
    const { ts, sig } = signStart('a-secret', 'gw', 'http://localhost:4000/gateway/return/s', Date.UTC(2026, 10, 28));
    assert.equal(ts, String(Date.UTC(2026, 10, 28) / 1000));
    assert.equal(sig, crypto.createHmac('sha256', 'a-secret').update(`gw\n${ts}\nhttp://localhost:4000/gateway/return/s`).digest('hex'));
  });
});

describe('the cXML a buyer’s system writes and reads', () => {
  it('sends its credentials, shared secret, cookie and return URL in the setup request', () => {
    const xml = setupRequest(BUYER, { buyerCookie: 'sid-1', formPostUrl: 'http://localhost:4000/procurement/cxml/return/sid-1', operation: 'create', email: 'j@acme.example' });
    assert.match(xml, /<!DOCTYPE cXML SYSTEM "http:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.014\/cXML\.dtd">/);
    assert.match(xml, /<From><Credential domain="NetworkID"><Identity>AN-ACME<\/Identity><\/Credential><\/From>/);
    assert.match(xml, /<SharedSecret>acme-secret-of-16\+<\/SharedSecret>/);
    assert.match(xml, /<PunchOutSetupRequest operation="create"><BuyerCookie>sid-1<\/BuyerCookie>/);
    assert.match(xml, /<BrowserFormPost><URL>http:\/\/localhost:4000\/procurement\/cxml\/return\/sid-1<\/URL><\/BrowserFormPost>/);
  });

  it('reads a supplier’s answer and order message, and refuses entities', () => {
    const answer = '<?xml version="1.0"?><cXML><Response><Status code="200" text="OK"/><PunchOutSetupResponse><StartPage><URL>http://s/start/t</URL></StartPage></PunchOutSetupResponse></Response></cXML>';
    assert.deepEqual(readResponse(answer), { code: '200', text: 'OK', detail: '', startPage: 'http://s/start/t' });
    const message = `<cXML><Message><PunchOutOrderMessage><BuyerCookie>sid-1</BuyerCookie><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="USD">145.99</Money></Total></PunchOutOrderMessageHeader>
      <ItemIn quantity="1000"><ItemID><SupplierPartID>RL</SupplierPartID><SupplierPartAuxiliaryID>ref</SupplierPartAuxiliaryID></ItemID><ItemDetail><UnitPrice><Money currency="USD">0.14599</Money></UnitPrice>
      <Description xml:lang="en"><ShortName>Roll Labels</ShortName>Roll Labels; Size: 2" x 2"</Description><UnitOfMeasure>EA</UnitOfMeasure><Extrinsic name="proof">https://cdn.example/p.png</Extrinsic></ItemDetail></ItemIn></PunchOutOrderMessage></Message></cXML>`;
    const read = readOrderMessage(message)!;
    assert.equal(read.buyerCookie, 'sid-1');
    assert.deepEqual(read.lines[0], { quantity: '1000', supplierPartId: 'RL', auxiliaryId: 'ref', unitPrice: '0.14599', currency: 'USD', description: 'Roll Labels; Size: 2" x 2"', unitOfMeasure: 'EA', extrinsics: { proof: 'https://cdn.example/p.png' } });
    assert.equal(readOrderMessage('<!DOCTYPE cXML [<!ENTITY x "y">]><cXML>&x;</cXML>'), null);
  });

  it('sends the purchase order with the quoted lines as they came', () => {
    const line = { quantity: '1000', supplierPartId: 'RL', auxiliaryId: 'ref', unitPrice: '0.14599', currency: 'USD', description: 'Roll Labels', unitOfMeasure: 'EA', extrinsics: {} };
    const address = { company: 'Acme', person: 'Jane Buyer', street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US', email: 'j@acme.example' };
    const xml = orderRequest(BUYER, { orderId: 'PO-1', total: '145.99', currency: 'USD', lines: [line], address });
    assert.match(xml, /<OrderRequestHeader orderID="PO-1"/);
    assert.match(xml, /<ItemOut quantity="1000" lineNumber="1"><ItemID><SupplierPartID>RL<\/SupplierPartID><SupplierPartAuxiliaryID>ref<\/SupplierPartAuxiliaryID><\/ItemID>/);
    assert.match(xml, /<UnitPrice><Money currency="USD">0.14599<\/Money><\/UnitPrice>/);
  });

  it('totals a requisition line exactly: price × quantity ÷ price unit, rounded half up', () => {
    assert.equal(centsText(totalCents('0.14599', '1000')), '145.99');
    assert.equal(centsText(totalCents('145.99', '1000', 1000)), '145.99');
    assert.equal(centsText(totalCents('0.43787', '150')), '65.68');
  });
});
