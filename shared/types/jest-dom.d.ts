// Testing Library's matchers (toBeInTheDocument, …) on Jest's expect, for every front-end package.
import '@testing-library/jest-dom';
