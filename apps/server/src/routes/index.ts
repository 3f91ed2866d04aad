import login from './auth/login.js';
import logout from './auth/logout.js';
import register from './auth/register.js';
import resendVerification from './auth/resend-verification.js';
import forgotPassword from './auth/forgot-password.js';
import resetPassword from './auth/reset-password.js';
import verifyAccount from './auth/verify-account.js';
import getDashboardSummary from './dashboard/get-dashboard-summary.js';
import acceptInvitation from './invitations/accept-invitation.js';
import deleteInvitation from './invitations/delete-invitation.js';
import getInvitation from './invitations/get-invitation.js';
import inviteMember from './invitations/invite-member.js';
import listInvitations from './invitations/list-invitations.js';
import reinviteMember from './invitations/reinvite-member.js';
import addProjectMember from './projects/add-project-member.js';
import createProject from './projects/create-project.js';
import deleteProject from './projects/delete-project.js';
import getProject from './projects/get-project.js';
import listCategories from './projects/list-categories.js';
import listProjectMembers from './projects/list-project-members.js';
import listProjects from './projects/list-projects.js';
import removeProjectMember from './projects/remove-project-member.js';
import transferOwnership from './projects/transfer-ownership.js';
import updateProject from './projects/update-project.js';
import listTeamMembers from './teams/list-team-members.js';
import listTasks from './tasks/list-tasks.js';
import listBoardColumn from './tasks/list-board-column.js';
import createTask from './tasks/create-task.js';
import updateTask from './tasks/update-task.js';
import assignTaskMembers from './tasks/assign-task-members.js';
import removeTaskMember from './tasks/remove-task-member.js';
import deleteTask from './tasks/delete-task.js';
import listTaskThread from './comments/list-task-thread.js';
import createTaskComment from './comments/create-task-comment.js';
import updateTaskComment from './comments/update-task-comment.js';
import deleteTaskComment from './comments/delete-task-comment.js';
import listMentionablePeople from './comments/list-mentionable-people.js';
import listTaskCommits from './tasks/list-task-commits.js';
import updateTaskKeyPrefix from './tasks/update-task-key-prefix.js';
import removeTeamMember from './teams/remove-team-member.js';
import getCurrentUser from './users/get-current-user.js';
import updatePassword from './users/update-password.js';
import updateProfile from './users/update-profile.js';
import uploadAvatar from './users/upload-avatar.js';
import createWorkspace from './workspaces/create-workspace.js';
import listWorkspaces from './workspaces/list-workspaces.js';
import listPlans from './billing/list-plans.js';
import initializeTransaction from './billing/initialize-transaction.js';
import verifyPayment from './billing/verify-payment.js';
import activateSubscription from './billing/activate-subscription.js';
import listTransactions from './billing/list-transactions.js';
import getTransaction from './billing/get-transaction.js';
import getPlanUsage from './billing/get-plan-usage.js';
import retryPayment from './billing/retry-payment.js';
import getPlanPeriod from './billing/get-plan-period.js';
import previewPlanChange from './billing/preview-plan-change.js';
import schedulePlanChange from './billing/schedule-plan-change.js';
import resumePlan from './billing/resume-plan.js';
import updateBillingCurrency from './billing/update-billing-currency.js';
import listExpertPricing from './experts/list-expert-pricing.js';
import tokenizeCard from './experts/tokenize-card.js';
import startCardSetup from './experts/start-card-setup.js';
import hireExpert from './experts/hire-expert.js';
import getExpertEngagement from './experts/get-expert-engagement.js';
import cancelExpertEngagement from './experts/cancel-expert-engagement.js';
import resumeExpertEngagement from './experts/resume-expert-engagement.js';
import listWebsites from './websites/list-websites.js';
import createWebsite from './websites/create-website.js';
import updateWebsite from './websites/update-website.js';
import deleteWebsiteFiles from './websites/delete-website-files.js';
import deleteWebsite from './websites/delete-website.js';
import getWebsiteContent from './websites/get-website-content.js';
import saveWebsiteContent from './websites/save-website-content.js';
import listWebsiteRevisions from './websites/list-website-revisions.js';
import restoreWebsiteRevision from './websites/restore-website-revision.js';
import uploadWebsiteImage from './websites/upload-website-image.js';
import publishWebsite from './websites/publish-website.js';
import listWebsitePublishes from './websites/list-website-publishes.js';
import getWebsiteAnalytics from './websites/get-website-analytics.js';
import restorePublishAsDraft from './websites/restore-publish-as-draft.js';
import restorePublishAsLive from './websites/restore-publish-as-live.js';
import getWebsiteChanges from './websites/get-website-changes.js';
import nameWebsiteRevision from './websites/name-website-revision.js';
import previewWebsiteRevision from './websites/preview-website-revision.js';
import createShareLink from './websites/create-share-link.js';
import listShareLinks from './websites/list-share-links.js';
import revokeShareLink from './websites/revoke-share-link.js';
import setCustomDomain from './websites/set-custom-domain.js';
import verifyCustomDomain from './websites/verify-custom-domain.js';
import removeCustomDomain from './websites/remove-custom-domain.js';
import cancelSitePlan from './websites/cancel-site-plan.js';
import resumeSitePlan from './websites/resume-site-plan.js';
import listFormSubmissions from './websites/list-form-submissions.js';
import updateFormSubmission from './websites/update-form-submission.js';
import deleteFormSubmission from './websites/delete-form-submission.js';
import listFormRecipients from './websites/list-form-recipients.js';
import setFormRecipients from './websites/set-form-recipients.js';
import getSiteServer from './websites/get-site-server.js';
import setSiteServer from './websites/set-site-server.js';
import removeSiteServer from './websites/remove-site-server.js';
import rollBackSiteServer from './websites/roll-back-site-server.js';
import listStores from './stores/list-stores.js';
import deleteStore from './stores/delete-store.js';
import getStoreRegistrationToken from './stores/get-store-registration-token.js';
import registerStore from './stores/register-store.js';
import sellerLogin from './seller/seller-login.js';
import sellerLogout from './seller/seller-logout.js';
import sellerForgotPassword from './seller/seller-forgot-password.js';
import sellerResetPassword from './seller/seller-reset-password.js';
import getSeller from './seller/get-seller.js';
import listSellerProducts from './seller/list-seller-products.js';
import createSellerProduct from './seller/create-seller-product.js';
import getSellerProduct from './seller/get-seller-product.js';
import updateSellerProduct from './seller/update-seller-product.js';
import deleteSellerProduct from './seller/delete-seller-product.js';
import uploadProductImage from './seller/upload-product-image.js';
import deleteProductImage from './seller/delete-product-image.js';
import reorderProductImages from './seller/reorder-product-images.js';
import listSellerOrders from './seller/list-seller-orders.js';
import getSellerOrder from './seller/get-seller-order.js';
import updateOrderStatus from './seller/update-order-status.js';
import refundOrder from './seller/refund-order.js';
import updateStoreSettings from './seller/update-store-settings.js';
import getTaxShipping from './seller/get-tax-shipping.js';
import updateTaxSettings from './seller/update-tax-settings.js';
import createShippingZone from './seller/create-shipping-zone.js';
import updateShippingZone from './seller/update-shipping-zone.js';
import deleteShippingZone from './seller/delete-shipping-zone.js';
import uploadStoreLogo from './seller/upload-store-logo.js';
import getSalesSummary from './seller/get-sales-summary.js';
import getPayouts from './seller/get-payouts.js';
import getCheckoutRecovery from './seller/get-checkout-recovery.js';
import setCheckoutRecovery from './seller/set-checkout-recovery.js';
import openSellerAdmin from './seller/open-seller-admin.js';
import listSellerDiscounts from './seller/list-seller-discounts.js';
import createSellerDiscount from './seller/create-seller-discount.js';
import getSellerDiscount from './seller/get-seller-discount.js';
import updateSellerDiscount from './seller/update-seller-discount.js';
import deleteSellerDiscount from './seller/delete-seller-discount.js';
import listRepositories from './repositories/list-repositories.js';
import deleteRepository from './repositories/delete-repository.js';
import updateBranchProtection from './repositories/update-branch-protection.js';
import listRepoActivities from './repositories/list-repo-activities.js';
import createRepository from './repositories/create-repository.js';
import importRepository from './repositories/import-repository.js';
import listIntegrations from './repositories/list-integrations.js';
import listImportableRepositories from './repositories/list-importable-repositories.js';
import getPlatformConfig from './repositories/get-platform-config.js';
import integratePlatform from './repositories/integrate-platform.js';
import revokeIntegration from './repositories/revoke-integration.js';
import listAccessTokens from './access-tokens/list-access-tokens.js';
import createAccessToken from './access-tokens/create-access-token.js';
import revokeAccessToken from './access-tokens/revoke-access-token.js';
import listServers from './hosting/list-servers.js';
import connectServer from './hosting/connect-server.js';
import getWorkspaceSshKey from './hosting/get-workspace-ssh-key.js';
import deleteServer from './hosting/delete-server.js';
import listServerLogs from './hosting/list-server-logs.js';
import listPilotPlans from './hosting/list-pilot-plans.js';
import listPilotTemplates from './hosting/list-pilot-templates.js';
import createPilot from './hosting/create-pilot.js';
import provisionPilot from './hosting/provision-pilot.js';
import rebootPilot from './hosting/reboot-pilot.js';
import powerOnPilot from './hosting/power-on-pilot.js';
import powerOffPilot from './hosting/power-off-pilot.js';
import renewPilot from './hosting/renew-pilot.js';
import cancelPilot from './hosting/cancel-pilot.js';
import resumePilot from './hosting/resume-pilot.js';
import addSshAccess from './hosting/add-ssh-access.js';
import listSshAccess from './hosting/list-ssh-access.js';
import deleteSshAccess from './hosting/delete-ssh-access.js';
import listServerDeployments from './deployments/list-server-deployments.js';
import listProjectDeployments from './deployments/list-project-deployments.js';
import createDeployment from './deployments/create-deployment.js';
import deleteDeployment from './deployments/delete-deployment.js';
import updateDeploymentSettings from './deployments/update-deployment-settings.js';
import fetchCommands from './deployments/fetch-commands.js';
import createCommands from './deployments/create-commands.js';
import updateCommands from './deployments/update-commands.js';
import getDeploymentVariables from './deployments/get-deployment-variables.js';
import saveDeploymentVariables from './deployments/save-deployment-variables.js';
import deployNow from './deployments/deploy-now.js';
import listRuns from './deployments/list-runs.js';
import getRun from './deployments/get-run.js';
import cancelRun from './deployments/cancel-run.js';
import updateReleaseSettings from './deployments/update-release-settings.js';
import rollBackRun from './deployments/roll-back-run.js';
import listNotifications from './notifications/list-notifications.js';
import getUnreadCount from './notifications/get-unread-count.js';
import markNotificationRead from './notifications/mark-notification-read.js';
import markAllNotificationsRead from './notifications/mark-all-notifications-read.js';
import getNotificationPreferences from './notifications/get-notification-preferences.js';
import updateNotificationPreferences from './notifications/update-notification-preferences.js';
import listWebhooks from './webhooks/list-webhooks.js';
import createWebhook from './webhooks/create-webhook.js';
import updateWebhook from './webhooks/update-webhook.js';
import deleteWebhook from './webhooks/delete-webhook.js';
import revealWebhookSecret from './webhooks/reveal-webhook-secret.js';
import rollWebhookSecret from './webhooks/roll-webhook-secret.js';
import sendTestWebhook from './webhooks/send-test-webhook.js';
import listWebhookDeliveries from './webhooks/list-webhook-deliveries.js';
import redeliverWebhook from './webhooks/redeliver-webhook.js';
import listLabels from './labels/list-labels.js';
import createLabel from './labels/create-label.js';
import updateLabel from './labels/update-label.js';
import deleteLabel from './labels/delete-label.js';
import setTaskLabels from './labels/set-task-labels.js';
import listDomains from './domains/list-domains.js';
import listDomainTargets from './domains/list-domain-targets.js';
import checkDomainCertificate from './domains/check-domain-certificate.js';
import addDomain from './domains/add-domain.js';
import verifyDomain from './domains/verify-domain.js';
import removeDomain from './domains/remove-domain.js';
import setDomainHost from './domains/set-domain-host.js';
import clearDomainHost from './domains/clear-domain-host.js';
import type { RouteHandler } from './define-handler.js';
import listWorkspaceActivity from './activity/list-workspace-activity.js';
import listProjectActivity from './activity/list-project-activity.js';

/** One handler per contract route; `registerRoutes` refuses to start if a contract route has none. */
export const HANDLERS: RouteHandler[] = [
  login,
  register,
  verifyAccount,
  resendVerification,
  forgotPassword,
  resetPassword,
  logout,
  getCurrentUser,
  updateProfile,
  uploadAvatar,
  updatePassword,
  listWorkspaces,
  createWorkspace,
  getDashboardSummary,
  listCategories,
  listProjects,
  getProject,
  listProjectMembers,
  createProject,
  updateProject,
  deleteProject,
  addProjectMember,
  removeProjectMember,
  transferOwnership,
  listTeamMembers,
  removeTeamMember,
  inviteMember,
  listInvitations,
  deleteInvitation,
  reinviteMember,
  getInvitation,
  acceptInvitation,
  listTasks,
  listBoardColumn,
  createTask,
  updateTask,
  assignTaskMembers,
  removeTaskMember,
  deleteTask,
  listTaskThread,
  createTaskComment,
  updateTaskComment,
  deleteTaskComment,
  listMentionablePeople,
  listTaskCommits,
  updateTaskKeyPrefix,
  listPlans,
  initializeTransaction,
  verifyPayment,
  activateSubscription,
  listTransactions,
  getTransaction,
  getPlanUsage,
  retryPayment,
  getPlanPeriod,
  previewPlanChange,
  schedulePlanChange,
  resumePlan,
  updateBillingCurrency,
  listExpertPricing,
  tokenizeCard,
  startCardSetup,
  hireExpert,
  getExpertEngagement,
  cancelExpertEngagement,
  resumeExpertEngagement,
  listWebsites,
  createWebsite,
  updateWebsite,
  deleteWebsiteFiles,
  deleteWebsite,
  getWebsiteContent,
  saveWebsiteContent,
  listWebsiteRevisions,
  restoreWebsiteRevision,
  uploadWebsiteImage,
  publishWebsite,
  listWebsitePublishes,
  restorePublishAsDraft,
  restorePublishAsLive,
  getWebsiteChanges,
  nameWebsiteRevision,
  previewWebsiteRevision,
  createShareLink,
  listShareLinks,
  revokeShareLink,
  setCustomDomain,
  verifyCustomDomain,
  removeCustomDomain,
  cancelSitePlan,
  resumeSitePlan,
  getWebsiteAnalytics,
  listFormSubmissions,
  updateFormSubmission,
  deleteFormSubmission,
  listFormRecipients,
  setFormRecipients,
  getSiteServer,
  setSiteServer,
  removeSiteServer,
  rollBackSiteServer,
  listStores,
  deleteStore,
  getStoreRegistrationToken,
  registerStore,
  sellerLogin,
  sellerLogout,
  sellerForgotPassword,
  sellerResetPassword,
  getSeller,
  listSellerProducts,
  createSellerProduct,
  getSellerProduct,
  updateSellerProduct,
  deleteSellerProduct,
  uploadProductImage,
  deleteProductImage,
  reorderProductImages,
  listSellerOrders,
  getSellerOrder,
  updateOrderStatus,
  refundOrder,
  updateStoreSettings,
  getTaxShipping,
  updateTaxSettings,
  createShippingZone,
  updateShippingZone,
  deleteShippingZone,
  uploadStoreLogo,
  getSalesSummary,
  getPayouts,
  getCheckoutRecovery,
  setCheckoutRecovery,
  openSellerAdmin,
  listSellerDiscounts,
  createSellerDiscount,
  getSellerDiscount,
  updateSellerDiscount,
  deleteSellerDiscount,
  listRepositories,
  deleteRepository,
  updateBranchProtection,
  listRepoActivities,
  createRepository,
  importRepository,
  listIntegrations,
  listImportableRepositories,
  getPlatformConfig,
  integratePlatform,
  revokeIntegration,
  listAccessTokens,
  createAccessToken,
  revokeAccessToken,
  listServers,
  connectServer,
  getWorkspaceSshKey,
  deleteServer,
  listServerLogs,
  listPilotPlans,
  listPilotTemplates,
  createPilot,
  provisionPilot,
  rebootPilot,
  powerOnPilot,
  powerOffPilot,
  renewPilot,
  cancelPilot,
  resumePilot,
  addSshAccess,
  listSshAccess,
  deleteSshAccess,
  listServerDeployments,
  listProjectDeployments,
  createDeployment,
  deleteDeployment,
  updateDeploymentSettings,
  fetchCommands,
  createCommands,
  updateCommands,
  getDeploymentVariables,
  saveDeploymentVariables,
  deployNow,
  listRuns,
  getRun,
  cancelRun,
  updateReleaseSettings,
  rollBackRun,
  listWorkspaceActivity,
  listProjectActivity,
  listNotifications,
  getUnreadCount,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  updateNotificationPreferences,
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  revealWebhookSecret,
  rollWebhookSecret,
  sendTestWebhook,
  listWebhookDeliveries,
  redeliverWebhook,
  // issue 27: labels
  listLabels,
  createLabel,
  updateLabel,
  deleteLabel,
  setTaskLabels,
  // issue 32: the workspace's domains
  listDomains,
  listDomainTargets,
  checkDomainCertificate,
  addDomain,
  verifyDomain,
  removeDomain,
  setDomainHost,
  clearDomainHost,
] as RouteHandler[];
