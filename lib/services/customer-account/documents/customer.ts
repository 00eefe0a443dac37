import { caDoc } from './document';

/** The signed-in customer with the address book, as the account pages show them. */
export const CUSTOMER = caDoc(/* GraphQL */ `
query CustomerDetails {
  customer {
    id
    displayName
    firstName
    lastName
    emailAddress {
      emailAddress
    }
    phoneNumber {
      phoneNumber
    }
    tags
    defaultAddress {
      id
    }
    addresses(first: 50) {
      nodes {
        id
        firstName
        lastName
        company
        address1
        address2
        city
        province
        zoneCode
        country
        territoryCode
        zip
        phoneNumber
      }
    }
  }
}`);

/** The names: the only contact details this API lets a storefront change (email and phone are the platform's sign-in). */
export const CUSTOMER_UPDATE = caDoc(/* GraphQL */ `
mutation CustomerUpdate($input: CustomerUpdateInput!) {
  customerUpdate(input: $input) {
    customer {
      id
      firstName
      lastName
    }
    userErrors {
      code
      field
      message
    }
  }
}`);
