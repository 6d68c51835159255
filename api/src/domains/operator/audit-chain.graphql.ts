/**
 * The audit log's hash chain, checked through the operator API (issue 32, ADR 0035): what
 * `pnpm operator audit-verify` asks a running server for (domains/operator/audit-chain.ts).
 */
export const auditChainTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Operator (admin: it reads every row of the log): walks the audit log's hash chain in id order and
    computes every row's hash again. broken names the first row that does not fit; lastHash is the last
    row's hash, to be kept outside the database (a later check must still find it in the chain).
    """
    operatorAuditVerify: OperatorAuditVerification!
  }

  type OperatorAuditVerification {
    "Rows checked (up to and including a broken one)."
    rows: Int!
    intact: Boolean!
    "The last row checked (null: the log is empty)."
    lastId: String
    "Its row_hash (64 zeros for an empty log)."
    lastHash: String!
    broken: OperatorAuditChainBreak
  }

  type OperatorAuditChainBreak {
    "The first row that does not fit the chain."
    id: String!
    "What differs."
    problem: String!
  }
`;
