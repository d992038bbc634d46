// Gatsby's runtime expects this global loader; pages under test never fetch resources.
global.___loader = {
  enqueue: jest.fn(),
};
