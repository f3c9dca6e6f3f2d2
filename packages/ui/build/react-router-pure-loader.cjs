// Lets webpack tree-shake react-router's production build.
//
// The build declares its components and contexts as top-level calls and labels them afterwards:
//
//   var Form = React10.forwardRef(...);
//   Form.displayName = "Form";
//
// Both statements count as side effects, so everything they reach stays in the bundle even when
// nothing imports it (Form, useSubmit, the form-submission helpers, ...). React's forwardRef,
// createContext and memo are pure, and displayName only names things in React DevTools, so this
// loader marks those calls pure and drops the labels. If a react-router release changes the shape,
// the patterns simply stop matching and the bundle is as large as before, never broken.
const PURE_CALL = /^(var [A-Za-z0-9_$]+ = )([A-Za-z0-9_$]+\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;

module.exports = function reactRouterPureLoader(source) {
  return source.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
