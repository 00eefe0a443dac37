import { caDoc } from './document';

export const ADDRESS_CREATE = caDoc(/* GraphQL */ `
mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
  customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
    customerAddress {
      id
    }
    userErrors {
      code
      field
      message
    }
  }
}`);

export const ADDRESS_UPDATE = caDoc(/* GraphQL */ `
mutation CustomerAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
  customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
    customerAddress {
      id
    }
    userErrors {
      code
      field
      message
    }
  }
}`);

export const ADDRESS_DELETE = caDoc(/* GraphQL */ `
mutation CustomerAddressDelete($addressId: ID!) {
  customerAddressDelete(addressId: $addressId) {
    deletedAddressId
    userErrors {
      code
      field
      message
    }
  }
}`);
