import { graphql } from '../graphql/__generated__';

export const WITHDRAW_CONTRACT_MUTATION = graphql(/* GraphQL */ `
  mutation ContentWithdrawContract($input: WithdrawContractInput!) {
    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }
  }
`).toString();
