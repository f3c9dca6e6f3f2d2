// The declarative (component) half of react-router, provided to the share scope under the key
// 'react-router'. A shared module is never tree-shaken, and the whole package carries its data
// router, server, RSC and framework code; sharing this facade keeps the shell's first load small.
// The shell and every slice build with this same facade (packages/ui/build/shared.cjs), so a name
// missing here is missing for everyone: add it here rather than reaching around it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@il/react-router-impl';
