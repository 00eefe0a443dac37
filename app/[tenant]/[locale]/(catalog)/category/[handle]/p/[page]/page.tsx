/** Page N of the grid (`?page=N`, moved into the path by the middleware): the same route with its `page` param. */
export { default, generateMetadata, generateStaticParams } from '../../page';
