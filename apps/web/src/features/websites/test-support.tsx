export { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';
export { aWebsite } from '@/lib/testing/a-website';
