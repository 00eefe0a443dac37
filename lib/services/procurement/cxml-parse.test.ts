import { MAX_CXML_BYTES, parseCxml } from './cxml-parse';
import { cxmlRequestKind, readCredentials, readOrderRequest, readSetupRequest } from './cxml-read';

const ARIBA_SETUP = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1540913498.2@ariba.example" timestamp="2026-11-28T10:00:00-08:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential><Credential domain="SystemID"><Identity>ERP1</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>AN01000000099</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN01000000001</Identity><SharedSecret>s3cr&amp;t</SharedSecret></Credential><UserAgent>Ariba Buyer</UserAgent></Sender>
  </Header>
  <Request deploymentMode="production">
    <PunchOutSetupRequest operation="edit">
      <BuyerCookie>34234234ADFSDF234234</BuyerCookie>
      <Extrinsic name="UserEmail">jane@acme.example</Extrinsic>
      <BrowserFormPost><URL>https://service.ariba.com/punchout/return?x=1&amp;y=2</URL></BrowserFormPost>
      <SupplierSetup><URL>https://store.example/api/punchout/cxml</URL></SupplierSetup>
      <ItemOut quantity="1000" lineNumber="1"><ItemID><SupplierPartID>RL-2X2</SupplierPartID><SupplierPartAuxiliaryID>abc.def</SupplierPartAuxiliaryID></ItemID></ItemOut>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;

describe('parseCxml', () => {
  it('reads a real-looking setup request: credentials, shared secret, operation, cookie, return URL, cart', () => {
    const parsed = parseCxml(ARIBA_SETUP);
    if (!parsed.ok) throw new Error(parsed.text);
    expect(cxmlRequestKind(parsed.doc)).toBe('setup');
    expect(readCredentials(parsed.doc)).toEqual({
      from: [{ domain: 'NetworkID', identity: 'AN01000000001' }, { domain: 'SystemID', identity: 'ERP1' }],
      to: [{ domain: 'NetworkID', identity: 'AN01000000099' }],
      sender: { credentials: [{ domain: 'NetworkID', identity: 'AN01000000001' }], sharedSecret: 's3cr&t', userAgent: 'Ariba Buyer' },
      payloadId: '1540913498.2@ariba.example',
    });
    expect(readSetupRequest(parsed.doc)).toEqual({
      ok: true,
      request: {
        operation: 'edit',
        buyerCookie: '34234234ADFSDF234234',
        browserFormPostUrl: 'https://service.ariba.com/punchout/return?x=1&y=2',
        selectedItemPartId: null,
        items: [{ lineNumber: 1, quantity: '1000', supplierPartId: 'RL-2X2', auxiliaryId: 'abc.def', unitPrice: null, description: null }],
        extrinsics: { UserEmail: 'jane@acme.example' },
      },
    });
  });

  it.each([
    ['billion laughs', '<!DOCTYPE cXML [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;">]><cXML>&b;</cXML>'],
    ['an external entity', '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]><cXML>&x;</cXML>'],
    ['a parameter entity', '<!DOCTYPE cXML [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]><cXML/>'],
    ['an internal subset without entities', '<!DOCTYPE cXML [<!ELEMENT cXML ANY>]><cXML/>'],
    ['an undeclared entity reference', '<cXML>&nbsp;</cXML>'],
    ['two DOCTYPEs', '<!DOCTYPE cXML SYSTEM "a"><!DOCTYPE cXML SYSTEM "b"><cXML/>'],
    ['malformed XML', '<cXML><Header></cXML>'],
    ['another root', '<OrderRequest/>'],
    ['not XML', '{"order":{}}'],
  ])('refuses %s (400) without expanding anything', (_what, text) => {
    expect(parseCxml(text)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a document over 1 MiB (413)', () => {
    expect(parseCxml(`<cXML>${'x'.repeat(MAX_CXML_BYTES)}</cXML>`)).toMatchObject({ ok: false, status: 413 });
  });

  it('keeps character references and XML’s own entities', () => {
    const parsed = parseCxml('<cXML><Request><PunchOutSetupRequest><BuyerCookie>a&lt;b&#38;c&#x41;</BuyerCookie><BrowserFormPost><URL>https://x.example/</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>');
    if (!parsed.ok) throw new Error(parsed.text);
    expect(readSetupRequest(parsed.doc)).toMatchObject({ ok: true, request: { buyerCookie: 'a<b&cA', operation: 'create' } });
  });
});

describe('readOrderRequest', () => {
  const order = (items: string, header = '<Total><Money currency="USD">145.99</Money></Total>') =>
    `<cXML><Request><OrderRequest><OrderRequestHeader orderID="PO-1" orderDate="2026-11-28" type="new">${header}
      <ShipTo><Address><Name xml:lang="en">Acme Corp</Name><PostalAddress><DeliverTo>Jane Buyer</DeliverTo><Street>1 Main St</Street><Street>Floor 2</Street>
      <City>Springfield</City><State>IL</State><PostalCode>62701</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress><Email>jane@acme.example</Email></Address></ShipTo>
      <Comments>Rush</Comments></OrderRequestHeader>${items}</OrderRequest></Request></cXML>`;
  const item = (q = '1000') =>
    `<ItemOut quantity="${q}" lineNumber="1"><ItemID><SupplierPartID>RL-2X2</SupplierPartID><SupplierPartAuxiliaryID>ref</SupplierPartAuxiliaryID></ItemID>
     <ItemDetail><UnitPrice><Money currency="USD">0.14599</Money></UnitPrice><Description xml:lang="en">Roll Labels</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`;

  it('reads the order, its addresses and lines with amounts as written', () => {
    const parsed = parseCxml(order(item()));
    if (!parsed.ok) throw new Error(parsed.text);
    expect(cxmlRequestKind(parsed.doc)).toBe('order');
    expect(readOrderRequest(parsed.doc)).toEqual({
      ok: true,
      request: {
        orderId: 'PO-1',
        orderDate: '2026-11-28',
        total: { amount: '145.99', currency: 'USD' },
        shipTo: { name: 'Acme Corp', deliverTo: ['Jane Buyer'], street: ['1 Main St', 'Floor 2'], city: 'Springfield', state: 'IL', postalCode: '62701', countryCode: 'US', email: 'jane@acme.example', phone: null },
        billTo: null,
        email: 'jane@acme.example',
        comments: 'Rush',
        items: [{ lineNumber: 1, quantity: '1000', supplierPartId: 'RL-2X2', auxiliaryId: 'ref', unitPrice: { amount: '0.14599', currency: 'USD' }, description: 'Roll Labels' }],
      },
    });
  });

  it('names what is missing', () => {
    const noPart = parseCxml(order('<ItemOut quantity="1"><ItemID/></ItemOut>'));
    if (!noPart.ok) throw new Error(noPart.text);
    expect(readOrderRequest(noPart.doc)).toEqual({ ok: false, text: 'ItemOut 1 needs a quantity and an ItemID/SupplierPartID.' });
    const noId = parseCxml('<cXML><Request><OrderRequest><OrderRequestHeader/></OrderRequest></Request></cXML>');
    if (!noId.ok) throw new Error(noId.text);
    expect(readOrderRequest(noId.doc)).toEqual({ ok: false, text: 'An OrderRequest needs an OrderRequestHeader orderID.' });
  });
});
