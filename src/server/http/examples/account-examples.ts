import { PASSWORD_RESET_REQUESTED } from "../../../shared/contracts/users";
import type { OperationExamples } from "../openapi-examples";
import { PROBE_SET_ID, address, customer, message } from "./example-values";

const owner = {
  id: 1,
  username: "owner@gravensteinrf.com",
  email: "owner@gravensteinrf.com",
  emailVerified: true,
  name: "Elena Gravenstein",
  role: "owner" as const,
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
  permissions: [],
  createdAt: "2026-01-12T17:04:29.100Z",
};

const staffMember = {
  id: 5,
  email: "orders@gravensteinrf.com",
  name: "Tomás Reyes",
  role: "staff" as const,
  twoFactorEnabled: true,
  permissions: ["orders" as const, "refunds" as const],
  configured: true,
  createdAt: "2026-02-02T16:20:00.000Z",
};

const listedCustomer = {
  id: customer.id,
  username: customer.username,
  email: customer.email,
  paymentTerms: "net30" as const,
  groupId: 2,
  orderCount: 6,
  spend: "8420.75",
  createdAt: customer.createdAt,
};

const exemption = {
  id: 12,
  userId: customer.id,
  username: customer.username,
  state: "TX",
  certificateNumber: "01-339 / 32-1874502",
  expiresOn: "2029-12-31",
  fileUrl: "/objects/certificates/8a3f61c2-5b9d-4e07-a4c8-1d6e2f90b7a5",
  status: "approved" as const,
  reason: null,
  decidedBy: "owner@gravensteinrf.com",
  decidedAt: "2026-04-02T15:11:38.000Z",
  createdAt: "2026-03-30T20:47:05.000Z",
};

const newAddress = {
  label: address.label,
  name: address.name,
  companyName: address.companyName,
  phone: address.phone,
  street: address.street,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
  country: address.country,
  taxId: null,
  isDefault: true,
};

export const accountExamples: OperationExamples = {
  getUser: { response: customer },
  postRegister: {
    request: { username: "dwhitfield", password: "tuned-loop-25mm-probe", email: "dana.whitfield@northbridge-labs.com" },
    response: { ...customer, emailVerified: false, paymentTerms: "card", customerGroup: null },
  },
  postLogin: { request: { username: "dwhitfield", password: "tuned-loop-25mm-probe" }, response: customer },
  postAdminLogin: { request: { email: "owner@gravensteinrf.com", password: "sebastopol-bench-1420", code: "492817" }, response: owner },
  postLogout: { response: message("Logged out") },
  postUserEmail: {
    request: { email: "dana@northbridge-labs.com" },
    response: { ...customer, email: "dana@northbridge-labs.com", emailVerified: false },
  },
  postUserEmailVerify: {
    request: { token: "ev_7Qm3kX9pLw2NcR8tYb4Z" },
    response: { message: "Your e-mail address is verified", email: "dana@northbridge-labs.com" },
  },
  postUserPassword: {
    request: { currentPassword: "tuned-loop-25mm-probe", newPassword: "split-shield-semi-rigid" },
    response: message("Password changed. Every other session of this account has been signed out."),
  },
  postPasswordResetRequest: { request: { login: "dana.whitfield@northbridge-labs.com" }, response: message(PASSWORD_RESET_REQUESTED) },
  postPasswordResetConfirm: {
    request: { token: "pr_Xb82LmQ4rT7wKz1cVn5D", password: "split-shield-semi-rigid" },
    response: { message: "Your password is set. Sign in with it now.", signInPath: "/auth" },
  },
  getUserAddresses: { response: [address] },
  postUserAddresses: { request: newAddress, response: address },
  putUserAddressesById: {
    request: { ...newAddress, label: "Receiving dock" },
    response: { ...address, label: "Receiving dock" },
    parameters: { id: 7 },
  },
  deleteUserAddressesById: { parameters: { id: 7 } },
  postAdmin2faSetup: {
    response: {
      secret: "JBSWY3DPEHPK3PXPKVQ4TQ2M",
      otpauthUrl: "otpauth://totp/Gravenstein%20RF:owner%40gravensteinrf.com?secret=JBSWY3DPEHPK3PXPKVQ4TQ2M&issuer=Gravenstein%20RF",
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path d="M4 4h7v7H4z"/></svg>',
    },
  },
  postAdmin2faEnable: { request: { code: "492817" }, response: { recoveryCodes: ["7kq2-m9xd", "p4tw-3hzn", "c8rv-x2jf", "n5ye-b7ga"] } },
  postAdmin2faDisable: { request: { code: "610354", password: "sebastopol-bench-1420" }, response: message("Two-factor sign-in is off") },
  getAdminStaff: {
    response: [{ ...staffMember, id: 1, email: owner.email, name: owner.name, role: "owner", permissions: [] }, staffMember],
  },
  postAdminStaff: {
    request: { email: "orders@gravensteinrf.com", name: "Tomás Reyes", role: "staff", permissions: ["orders", "refunds"] },
    response: { ...staffMember, twoFactorEnabled: false, configured: false },
  },
  putAdminStaffById: {
    request: { permissions: ["orders", "refunds", "customers"] },
    response: { ...staffMember, permissions: ["orders", "refunds", "customers"] },
    parameters: { id: 5 },
  },
  deleteAdminStaffById: { parameters: { id: 5 } },
  getAdminActivity: {
    response: {
      entries: [
        {
          id: 1904,
          at: "2026-11-27T18:30:12.442Z",
          actorId: 5,
          actorEmail: "orders@gravensteinrf.com",
          action: "product.update",
          entityType: "product",
          entityId: PROBE_SET_ID,
          summary: "Changed 101A EMC Probe Set",
          changes: { inStock: { from: 24, to: 30 } },
        },
      ],
      total: 1904,
    },
    parameters: { limit: 50, offset: 0 },
  },
  getAdminLogs: {
    response: {
      logs: [
        {
          timestamp: "2026-11-28T01:12:40.118Z",
          ip: "203.0.113.24",
          method: "GET",
          path: "/api/products",
          statusCode: 200,
          duration: 3.4,
          userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
        },
      ],
      stats: { totalLogs: 1, maxLogs: 1000 },
    },
  },
  getAdminCustomers: { response: [listedCustomer] },
  putAdminCustomersById: { request: { paymentTerms: "net30", groupId: 2 }, response: listedCustomer, parameters: { id: customer.id } },
  postUserTaxExemptionsUpload: {
    response: {
      uploadURL:
        "https://shop.gravensteinrf.com/objects/upload/certificates/8a3f61c2-5b9d-4e07-a4c8-1d6e2f90b7a5?expires=1795827600&signature=Qe7vB2nL9xW4tR1mK8zP5cJ3aY6dF0hs",
    },
  },
  postUserTaxExemptions: {
    request: { state: "TX", certificateNumber: exemption.certificateNumber, expiresOn: "2029-12-31", fileUrl: exemption.fileUrl },
    response: { ...exemption, status: "pending", decidedBy: null, decidedAt: null },
  },
  getUserTaxExemptions: { response: [exemption] },
  getAdminTaxExemptions: { response: [exemption] },
  putAdminTaxExemptionsById: { request: { status: "approved" }, response: exemption, parameters: { id: 12 } },
  postContact: {
    request: {
      name: "Rachel Okafor",
      email: "r.okafor@kestrel-avionics.com",
      phone: "+1 316 555 0163",
      message: "Does the 142A current probe come with transfer impedance data to 1 GHz, and what is the lead time for three?",
    },
    response: message("Message received"),
  },
};
