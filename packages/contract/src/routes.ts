import { loginRoute } from './auth/login.js';
import { logoutRoute } from './auth/logout.js';
import { registerRoute } from './auth/register.js';
import { resendVerificationRoute } from './auth/resend-verification.js';
import { forgotPasswordRoute } from './auth/forgot-password.js';
import { resetPasswordRoute } from './auth/reset-password.js';
import { verifyAccountRoute } from './auth/verify-account.js';
import { getCurrentUserRoute } from './users/get-current-user.js';
import { createWorkspaceRoute } from './workspaces/create-workspace.js';
import { listWorkspacesRoute } from './workspaces/list-workspaces.js';
import { listTasksRoute } from './tasks/list-tasks.js';
import { listBoardColumnRoute } from './tasks/list-board-column.js';
import { createTaskRoute } from './tasks/create-task.js';
import { updateTaskRoute } from './tasks/update-task.js';
import { assignTaskMembersRoute } from './tasks/assign-task-members.js';
import { removeTaskMemberRoute } from './tasks/remove-task-member.js';
import { deleteTaskRoute } from './tasks/delete-task.js';
import { listTaskThreadRoute } from './comments/list-task-thread.js';
import { createTaskCommentRoute } from './comments/create-task-comment.js';
import { updateTaskCommentRoute } from './comments/update-task-comment.js';
import { deleteTaskCommentRoute } from './comments/delete-task-comment.js';
import { listMentionablePeopleRoute } from './comments/list-mentionable-people.js';
import { listTaskCommitsRoute } from './tasks/list-task-commits.js';
import { updateTaskKeyPrefixRoute } from './tasks/update-task-key-prefix.js';
import { listCategoriesRoute } from './projects/list-categories.js';
import { listProjectsRoute } from './projects/list-projects.js';
import { getProjectRoute } from './projects/get-project.js';
import { listProjectMembersRoute } from './projects/list-project-members.js';
import { createProjectRoute } from './projects/create-project.js';
import { updateProjectRoute } from './projects/update-project.js';
import { deleteProjectRoute } from './projects/delete-project.js';
import { addProjectMemberRoute } from './projects/add-project-member.js';
import { removeProjectMemberRoute } from './projects/remove-project-member.js';
import { transferOwnershipRoute } from './projects/transfer-ownership.js';
import { listTeamMembersRoute } from './teams/list-team-members.js';
import { removeTeamMemberRoute } from './teams/remove-team-member.js';
import { inviteMemberRoute } from './invitations/invite-member.js';
import { listInvitationsRoute } from './invitations/list-invitations.js';
import { deleteInvitationRoute } from './invitations/delete-invitation.js';
import { reinviteMemberRoute } from './invitations/reinvite-member.js';
import { getInvitationRoute } from './invitations/get-invitation.js';
import { acceptInvitationRoute } from './invitations/accept-invitation.js';
import { updateProfileRoute } from './users/update-profile.js';
import { uploadAvatarRoute } from './users/upload-avatar.js';
import { updatePasswordRoute } from './users/update-password.js';
import { getDashboardSummaryRoute } from './dashboard/get-dashboard-summary.js';
import { listPlansRoute } from './billing/plan.js';
import { initializeTransactionRoute } from './billing/initialize-transaction.js';
import { verifyPaymentRoute } from './billing/verify-payment.js';
import { activateSubscriptionRoute } from './billing/activate-subscription.js';
import { listTransactionsRoute } from './billing/list-transactions.js';
import { getTransactionRoute } from './billing/get-transaction.js';
import { getPlanUsageRoute } from './billing/get-plan-usage.js';
import { retryPaymentRoute } from './billing/retry-payment.js';
import { getPlanPeriodRoute } from './billing/plan-period.js';
import { previewPlanChangeRoute } from './billing/preview-plan-change.js';
import { schedulePlanChangeRoute } from './billing/schedule-plan-change.js';
import { resumePlanRoute } from './billing/resume-plan.js';
import { updateBillingCurrencyRoute } from './billing/update-billing-currency.js';
import { listExpertPricingRoute } from './experts/expert-pricing.js';
import { tokenizeCardRoute } from './experts/tokenize-card.js';
import { startCardSetupRoute } from './experts/start-card-setup.js';
import { hireExpertRoute } from './experts/hire-expert.js';
import {
  cancelExpertEngagementRoute,
  getExpertEngagementRoute,
  resumeExpertEngagementRoute,
} from './experts/expert-engagement.js';

import { listWebsitesRoute } from './websites/list-websites.js';
import { updateWebsiteRoute } from './websites/update-website.js';
import { deleteWebsiteFilesRoute, deleteWebsiteRoute } from './websites/delete-website.js';
import { createWebsiteRoute } from './websites/create-website.js';
import {
  getWebsiteContentRoute,
  listWebsiteRevisionsRoute,
  restoreWebsiteRevisionRoute,
  saveWebsiteContentRoute,
} from './websites/website-content.js';
import { uploadWebsiteImageRoute } from './websites/upload-website-image.js';
import { publishWebsiteRoute } from './websites/publish-website.js';
import {
  listWebsitePublishesRoute,
  restorePublishAsDraftRoute,
  restorePublishAsLiveRoute,
} from './websites/publish-history.js';
import { getWebsiteChangesRoute } from './websites/website-changes.js';
import { nameWebsiteRevisionRoute } from './websites/revision-name.js';
import { previewWebsiteRevisionRoute } from './websites/revision-preview.js';
import { createShareLinkRoute } from './websites/share-links/create-share-link.js';
import { listShareLinksRoute } from './websites/share-links/list-share-links.js';
import { revokeShareLinkRoute } from './websites/share-links/revoke-share-link.js';
import { removeCustomDomainRoute, setCustomDomainRoute, verifyCustomDomainRoute } from './websites/custom-domain.js';
import { listStoresRoute } from './stores/list-stores.js';
import { deleteStoreRoute } from './stores/delete-store.js';
import { getStoreRegistrationTokenRoute, registerStoreRoute } from './stores/register-store.js';
import {
  getSellerRoute,
  sellerForgotPasswordRoute,
  sellerLoginRoute,
  sellerLogoutRoute,
  sellerResetPasswordRoute,
} from './seller/seller-auth.js';
import {
  createSellerProductRoute,
  deleteSellerProductRoute,
  getSellerProductRoute,
  listSellerProductsRoute,
  updateSellerProductRoute,
} from './seller/products.js';
import {
  deleteProductImageRoute,
  reorderProductImagesRoute,
  uploadProductImageRoute,
} from './seller/product-images.js';
import { getSellerOrderRoute, listSellerOrdersRoute, updateOrderStatusRoute } from './seller/orders.js';
import { openSellerAdminRoute } from './seller/open-seller-admin.js';
import { refundOrderRoute } from './seller/refund-order.js';
import {
  createSellerDiscountRoute,
  deleteSellerDiscountRoute,
  getSellerDiscountRoute,
  listSellerDiscountsRoute,
  updateSellerDiscountRoute,
} from './seller/discounts.js';
import { getSalesSummaryRoute, updateStoreSettingsRoute, uploadStoreLogoRoute } from './seller/settings.js';
import { getPayoutsRoute } from './seller/get-payouts.js';
import { getCheckoutRecoveryRoute, setCheckoutRecoveryRoute } from './seller/checkout-recovery.js';
import { getTaxShippingRoute } from './seller/get-tax-shipping.js';
import { updateTaxSettingsRoute } from './seller/update-tax-settings.js';
import { createShippingZoneRoute } from './seller/create-shipping-zone.js';
import { updateShippingZoneRoute } from './seller/update-shipping-zone.js';
import { deleteShippingZoneRoute } from './seller/delete-shipping-zone.js';
import {
  createRepositoryRoute,
  deleteRepositoryRoute,
  importRepositoryRoute,
  listRepoActivitiesRoute,
  listRepositoriesRoute,
} from './repositories/repository-routes.js';
import { updateBranchProtectionRoute } from './repositories/update-branch-protection.js';
import {
  getPlatformConfigRoute,
  integratePlatformRoute,
  listImportableRepositoriesRoute,
  listIntegrationsRoute,
  revokeIntegrationRoute,
} from './repositories/integration-routes.js';
import {
  createAccessTokenRoute,
  listAccessTokensRoute,
  revokeAccessTokenRoute,
} from './repositories/access-token-routes.js';
import {
  connectServerRoute,
  deleteServerRoute,
  listServerLogsRoute,
  listServersRoute,
} from './hosting/server-routes.js';
import {
  createPilotRoute,
  listPilotPlansRoute,
  listPilotTemplatesRoute,
  powerOffPilotRoute,
  powerOnPilotRoute,
  provisionPilotRoute,
  rebootPilotRoute,
  renewPilotRoute,
} from './hosting/pilot-routes.js';
import { cancelPilotRoute, resumePilotRoute } from './hosting/cancel-pilot.js';
import { addSshAccessRoute, deleteSshAccessRoute, listSshAccessRoute } from './hosting/ssh-access-routes.js';
import { getWorkspaceSshKeyRoute } from './hosting/get-workspace-ssh-key.js';
import { cancelSitePlanRoute, resumeSitePlanRoute } from './websites/cancel-site-plan.js';
import { getWebsiteAnalyticsRoute } from './websites/website-analytics.js';
import { listFormSubmissionsRoute } from './websites/list-form-submissions.js';
import { updateFormSubmissionRoute } from './websites/update-form-submission.js';
import { deleteFormSubmissionRoute } from './websites/delete-form-submission.js';
import { listFormRecipientsRoute } from './websites/form-recipients/list-form-recipients.js';
import { setFormRecipientsRoute } from './websites/form-recipients/set-form-recipients.js';
import {
  getSiteServerRoute,
  removeSiteServerRoute,
  rollBackSiteServerRoute,
  setSiteServerRoute,
} from './websites/site-server/site-server-routes.js';
import {
  createDeploymentRoute,
  deleteDeploymentRoute,
  listProjectDeploymentsRoute,
  listServerDeploymentsRoute,
  updateDeploymentSettingsRoute,
} from './deployments/deployment-routes.js';
import {
  createCommandsRoute,
  fetchCommandsRoute,
  getDeploymentVariablesRoute,
  saveDeploymentVariablesRoute,
  updateCommandsRoute,
} from './deployments/commands-routes.js';
import { cancelRunRoute, deployNowRoute, getRunRoute, listRunsRoute } from './deployments/run-routes.js';
import { updateReleaseSettingsRoute } from './deployments/update-release-settings.js';
import { rollBackRunRoute } from './deployments/roll-back-run.js';
import { listWorkspaceActivityRoute } from './activity/list-workspace-activity.js';
import { listProjectActivityRoute } from './activity/list-project-activity.js';
import {
  getNotificationPreferencesRoute,
  getUnreadCountRoute,
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
  updateNotificationPreferencesRoute,
} from './notifications/notification-routes.js';
import { listWebhooksRoute } from './webhooks/list-webhooks.js';
import { createWebhookRoute } from './webhooks/create-webhook.js';
import { updateWebhookRoute } from './webhooks/update-webhook.js';
import { deleteWebhookRoute } from './webhooks/delete-webhook.js';
import { revealWebhookSecretRoute, rollWebhookSecretRoute } from './webhooks/webhook-secret.js';
import { sendTestWebhookRoute } from './webhooks/send-test-webhook.js';
import { listWebhookDeliveriesRoute } from './webhooks/list-webhook-deliveries.js';
import { redeliverWebhookRoute } from './webhooks/redeliver-webhook.js';
import { listLabelsRoute } from './labels/list-labels.js';
import { createLabelRoute } from './labels/create-label.js';
import { updateLabelRoute } from './labels/update-label.js';
import { deleteLabelRoute } from './labels/delete-label.js';
import { setTaskLabelsRoute } from './labels/set-task-labels.js';
import { listDomainsRoute } from './domains/list-domains.js';
import { listDomainTargetsRoute } from './domains/list-domain-targets.js';
import { addDomainRoute } from './domains/add-domain.js';
import { verifyDomainRoute } from './domains/verify-domain.js';
import { removeDomainRoute } from './domains/remove-domain.js';
import { setDomainHostRoute } from './domains/set-domain-host.js';
import { clearDomainHostRoute } from './domains/clear-domain-host.js';
import { checkDomainCertificateRoute } from './domains/check-domain-certificate.js';
/** Every call of the product. The server registers each one; the authorization table covers each one. */
export const ROUTES = [
  loginRoute,
  registerRoute,
  verifyAccountRoute,
  resendVerificationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  logoutRoute,
  getCurrentUserRoute,
  listWorkspacesRoute,
  createWorkspaceRoute,
  listCategoriesRoute,
  listProjectsRoute,
  getProjectRoute,
  listProjectMembersRoute,
  createProjectRoute,
  updateProjectRoute,
  deleteProjectRoute,
  addProjectMemberRoute,
  removeProjectMemberRoute,
  transferOwnershipRoute,
  listTeamMembersRoute,
  removeTeamMemberRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  deleteInvitationRoute,
  reinviteMemberRoute,
  getInvitationRoute,
  acceptInvitationRoute,
  updateProfileRoute,
  uploadAvatarRoute,
  updatePasswordRoute,
  getDashboardSummaryRoute,
  listTasksRoute,
  listBoardColumnRoute,
  createTaskRoute,
  updateTaskRoute,
  assignTaskMembersRoute,
  removeTaskMemberRoute,
  deleteTaskRoute,
  listTaskThreadRoute,
  createTaskCommentRoute,
  updateTaskCommentRoute,
  deleteTaskCommentRoute,
  listMentionablePeopleRoute,
  listTaskCommitsRoute,
  updateTaskKeyPrefixRoute,
  listPlansRoute,
  initializeTransactionRoute,
  verifyPaymentRoute,
  activateSubscriptionRoute,
  listTransactionsRoute,
  getTransactionRoute,
  getPlanUsageRoute,
  retryPaymentRoute,
  getPlanPeriodRoute,
  previewPlanChangeRoute,
  schedulePlanChangeRoute,
  resumePlanRoute,
  updateBillingCurrencyRoute,
  listExpertPricingRoute,
  tokenizeCardRoute,
  startCardSetupRoute,
  hireExpertRoute,
  getExpertEngagementRoute,
  cancelExpertEngagementRoute,
  resumeExpertEngagementRoute,
  listWebsitesRoute,
  createWebsiteRoute,
  updateWebsiteRoute,
  deleteWebsiteFilesRoute,
  deleteWebsiteRoute,
  getWebsiteContentRoute,
  saveWebsiteContentRoute,
  listWebsiteRevisionsRoute,
  restoreWebsiteRevisionRoute,
  uploadWebsiteImageRoute,
  publishWebsiteRoute,
  listWebsitePublishesRoute,
  restorePublishAsDraftRoute,
  restorePublishAsLiveRoute,
  getWebsiteChangesRoute,
  nameWebsiteRevisionRoute,
  previewWebsiteRevisionRoute,
  createShareLinkRoute,
  listShareLinksRoute,
  revokeShareLinkRoute,
  setCustomDomainRoute,
  verifyCustomDomainRoute,
  removeCustomDomainRoute,
  cancelSitePlanRoute,
  resumeSitePlanRoute,
  getWebsiteAnalyticsRoute,
  listFormSubmissionsRoute,
  updateFormSubmissionRoute,
  deleteFormSubmissionRoute,
  listFormRecipientsRoute,
  setFormRecipientsRoute,
  getSiteServerRoute,
  setSiteServerRoute,
  removeSiteServerRoute,
  rollBackSiteServerRoute,
  listStoresRoute,
  deleteStoreRoute,
  getStoreRegistrationTokenRoute,
  registerStoreRoute,
  sellerLoginRoute,
  sellerLogoutRoute,
  sellerForgotPasswordRoute,
  sellerResetPasswordRoute,
  getSellerRoute,
  listSellerProductsRoute,
  createSellerProductRoute,
  getSellerProductRoute,
  updateSellerProductRoute,
  deleteSellerProductRoute,
  uploadProductImageRoute,
  deleteProductImageRoute,
  reorderProductImagesRoute,
  listSellerOrdersRoute,
  getSellerOrderRoute,
  updateOrderStatusRoute,
  refundOrderRoute,
  updateStoreSettingsRoute,
  uploadStoreLogoRoute,
  getSalesSummaryRoute,
  getPayoutsRoute,
  getCheckoutRecoveryRoute,
  setCheckoutRecoveryRoute,
  getTaxShippingRoute,
  updateTaxSettingsRoute,
  createShippingZoneRoute,
  updateShippingZoneRoute,
  deleteShippingZoneRoute,
  openSellerAdminRoute,
  listSellerDiscountsRoute,
  createSellerDiscountRoute,
  getSellerDiscountRoute,
  updateSellerDiscountRoute,
  deleteSellerDiscountRoute,
  listRepositoriesRoute,
  deleteRepositoryRoute,
  listRepoActivitiesRoute,
  createRepositoryRoute,
  importRepositoryRoute,
  updateBranchProtectionRoute,
  listIntegrationsRoute,
  listImportableRepositoriesRoute,
  getPlatformConfigRoute,
  integratePlatformRoute,
  revokeIntegrationRoute,
  listAccessTokensRoute,
  createAccessTokenRoute,
  revokeAccessTokenRoute,
  listServersRoute,
  connectServerRoute,
  getWorkspaceSshKeyRoute,
  deleteServerRoute,
  listServerLogsRoute,
  listPilotPlansRoute,
  listPilotTemplatesRoute,
  createPilotRoute,
  provisionPilotRoute,
  rebootPilotRoute,
  powerOnPilotRoute,
  powerOffPilotRoute,
  renewPilotRoute,
  cancelPilotRoute,
  resumePilotRoute,
  addSshAccessRoute,
  listSshAccessRoute,
  deleteSshAccessRoute,
  listServerDeploymentsRoute,
  listProjectDeploymentsRoute,
  createDeploymentRoute,
  deleteDeploymentRoute,
  updateDeploymentSettingsRoute,
  fetchCommandsRoute,
  createCommandsRoute,
  updateCommandsRoute,
  getDeploymentVariablesRoute,
  saveDeploymentVariablesRoute,
  deployNowRoute,
  listRunsRoute,
  getRunRoute,
  cancelRunRoute,
  updateReleaseSettingsRoute,
  rollBackRunRoute,
  listWorkspaceActivityRoute,
  listProjectActivityRoute,
  listNotificationsRoute,
  getUnreadCountRoute,
  markNotificationReadRoute,
  markAllNotificationsReadRoute,
  getNotificationPreferencesRoute,
  updateNotificationPreferencesRoute,
  listWebhooksRoute,
  createWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  revealWebhookSecretRoute,
  rollWebhookSecretRoute,
  sendTestWebhookRoute,
  listWebhookDeliveriesRoute,
  redeliverWebhookRoute,
  // issue 27: labels
  listLabelsRoute,
  createLabelRoute,
  updateLabelRoute,
  deleteLabelRoute,
  setTaskLabelsRoute,
  // issue 32: the workspace's domains
  listDomainsRoute,
  listDomainTargetsRoute,
  addDomainRoute,
  verifyDomainRoute,
  removeDomainRoute,
  setDomainHostRoute,
  clearDomainHostRoute,
  checkDomainCertificateRoute,
] as const;
