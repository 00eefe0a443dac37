import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The slice of the Admin GraphQL API the storefront uses, with the platform's
 * own type and field names, so a client written for the real API reads the
 * same answers here: draft orders created with variant lines at an
 * overridden price, completed into an order.
 */
const SDL = /* GraphQL */ `
  scalar Decimal
  scalar DateTime

  enum CurrencyCode { USD CAD EUR }
  enum DraftOrderStatus { OPEN COMPLETED INVOICE_SENT }
  enum OrderDisplayFinancialStatus { PENDING PAID }

  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
  type Attribute { key: String! value: String }
  type UserError { field: [String!] message: String! }

  type DraftOrderLineItem { title: String! sku: String quantity: Int! customAttributes: [Attribute!]! originalUnitPriceSet: MoneyBag! originalTotalSet: MoneyBag! }
  type DraftOrderLineItemConnection { nodes: [DraftOrderLineItem!]! }
  type Order { id: ID! name: String! poNumber: String email: String tags: [String!]! displayFinancialStatus: OrderDisplayFinancialStatus totalPriceSet: MoneyBag! createdAt: DateTime! }
  type DraftOrder { id: ID! name: String! status: DraftOrderStatus! poNumber: String email: String note2: String tags: [String!]! totalPriceSet: MoneyBag! lineItems(first: Int): DraftOrderLineItemConnection! order: Order }

  type DraftOrderCreatePayload { draftOrder: DraftOrder userErrors: [UserError!]! }
  type DraftOrderCompletePayload { draftOrder: DraftOrder userErrors: [UserError!]! }

  input AttributeInput { key: String! value: String! }
  input MoneyInput { amount: Decimal! currencyCode: CurrencyCode! }
  input MailingAddressInput { firstName: String lastName: String company: String address1: String address2: String city: String provinceCode: String countryCode: String zip: String phone: String }
  input DraftOrderLineItemInput { variantId: ID quantity: Int! customAttributes: [AttributeInput!] priceOverride: MoneyInput title: String }
  input DraftOrderInput {
    lineItems: [DraftOrderLineItemInput!]
    email: String
    poNumber: String
    note: String
    tags: [String!]
    presentmentCurrencyCode: CurrencyCode
    shippingAddress: MailingAddressInput
    billingAddress: MailingAddressInput
  }

  type Query { draftOrder(id: ID!): DraftOrder order(id: ID!): Order }
  type Mutation {
    draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
    draftOrderComplete(id: ID!, paymentPending: Boolean, paymentGatewayId: ID, sourceName: String): DraftOrderCompletePayload
  }
`;

let built: GraphQLSchema | undefined;
export const adminSchema = (): GraphQLSchema => (built ??= buildSchema(SDL));
