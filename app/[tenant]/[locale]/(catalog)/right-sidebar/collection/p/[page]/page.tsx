/** Page N of the grid (`?page=N`, moved into the path by the middleware): the same route with its `page` param. */
export { default, generateMetadata } from '../../page';
export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';
