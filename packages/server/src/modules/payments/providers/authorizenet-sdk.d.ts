/** The parts of the Authorize.Net Node SDK (`authorizenet`, no types of its own) we use. */
declare module 'authorizenet' {
  interface AuthorizeNetController {
    setEnvironment(url: string): void;
    /** Calls back on a response only; a transport error is left in getError(). */
    execute(callback: () => void): void;
    getResponse(): unknown;
    getError(): unknown;
  }
  type ControllerClass = new (request: object, config?: object | null) => AuthorizeNetController;
  const sdk: {
    APIControllers: { CreateTransactionController: ControllerClass };
    APIContracts: {
      TransactionTypeEnum: { AUTHCAPTURETRANSACTION: string; REFUNDTRANSACTION: string };
    };
    Constants: { endpoint: { sandbox: string; production: string } };
  };
  export default sdk;
}
