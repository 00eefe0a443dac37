import type { TypeResolvers } from '../context.ts';
import { MailingAddress } from './address.ts';
import { Cart, CartLine } from './cart.ts';
import { CartDeliveryAddress, CartDeliveryMutation } from './cart-delivery.ts';
import { CartMetafieldMutation } from './cart-metafields.ts';
import { CartMutation } from './cart-mutations.ts';
import { Collection } from './collection.ts';
import { Menu, MenuItem, Metafield, Page } from './content.ts';
import { Customer, CustomerMutation } from './customer.ts';
import { Image } from './image.ts';
import { Order, OrderLineItem } from './order.ts';
import { Product, ProductOption, ProductOptionValue, ProductVariant } from './product.ts';
import { QueryRoot } from './query.ts';
import { Localization } from './shop.ts';

/** Resolvers by GraphQL type name; fields not listed read the property of the same name (see execute.ts). */
export const RESOLVERS: Record<string, TypeResolvers<never>> = {
  QueryRoot,
  // Root fields missing here answer NOT_SUPPORTED (execute.ts), never a silent null.
  Mutation: { ...CartMutation, ...CartDeliveryMutation, ...CartMetafieldMutation, ...CustomerMutation },
  Cart, CartLine, CartDeliveryAddress, Product, ProductVariant, ProductOption, ProductOptionValue,
  Image, Collection, Page, Menu, MenuItem, Metafield, Localization, Customer, MailingAddress, Order, OrderLineItem,
};
