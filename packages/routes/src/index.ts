export {
  defineRoutes,
  type MenuKey,
  type PageKey,
  type RouteDeclaration,
  type WebviewBehaviour,
} from './declaration';
