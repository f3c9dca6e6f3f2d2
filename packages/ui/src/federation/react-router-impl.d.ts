// The facade reaches the real package through this alias (see build/webpack.cjs), so that its own
// import is not itself matched by the 'react-router' share rule.
declare module '@il/react-router-impl' {
  export * from 'react-router';
}
