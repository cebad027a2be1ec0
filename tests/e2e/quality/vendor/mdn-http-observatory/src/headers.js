export const CONTENT_SECURITY_POLICY = "content-security-policy";
export const CONTENT_SECURITY_POLICY_REPORT_ONLY =
  "content-security-policy-report-only";
export const REFERRER_POLICY = "referrer-policy";
export const SET_COOKIE = "set-cookie";
export const ACCESS_CONTROL_ALLOW_ORIGIN = "access-control-allow-origin";
export const ORIGIN = "origin";
export const ACCESS_CONTROL_ALLOW_CREDENTIALS =
  "access-control-allow-credentials";
export const CROSS_ORIGIN_RESOURCE_POLICY = "cross-origin-resource-policy";
export const STRICT_TRANSPORT_SECURITY = "strict-transport-security";
export const CONTENT_TYPE = "content-type";
export const X_CONTENT_TYPE_OPTIONS = "x-content-type-options";
export const X_FRAME_OPTIONS = "x-frame-options";
