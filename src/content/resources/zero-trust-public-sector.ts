// Full text of the whitepaper "Zero Trust Security for Public Sector Cloud Workloads".
// Whitepaper text is also printed to PDF with the standard fonts: printable ASCII only.
import type { DocumentDetail } from '../types.ts';

export const zeroTrustPublicSector: DocumentDetail = {
  id: 'zero-trust-public-sector',
  type: 'whitepaper',
  author: { name: 'Priya Raman', role: 'Principal Cloud Architect' },
  relatedSolutions: ['cloud-migration', 'custom-development'],
  body: [
    { kind: 'h2', text: 'Executive summary' },
    {
      kind: 'p',
      text: 'Traditional network security assumed that anything inside the perimeter could be trusted. Cloud workloads, remote work and shared services have made that assumption unworkable. Zero trust replaces it with a simple rule: no user, device or workload is trusted by default, and every request for a resource is authenticated, authorized and evaluated in context. This whitepaper explains the principles behind zero trust, how they map to public sector requirements, and a practical framework for applying them to government workloads on AWS, including AWS GovCloud (US).',
    },
    { kind: 'h2', text: 'The principles behind zero trust' },
    {
      kind: 'p',
      text: 'NIST Special Publication 800-207, Zero Trust Architecture, defines zero trust as a set of principles rather than a product. Its tenets can be summarized as follows:',
    },
    {
      kind: 'ul',
      items: [
        'All data sources and computing services are considered resources.',
        'All communication is secured regardless of network location.',
        'Access to each resource is granted per session, with the least privilege needed.',
        'Access is decided by dynamic policy that considers the identity, the device, the resource and other attributes.',
        'The organization monitors the integrity and security posture of all of its assets.',
        'Authentication and authorization are dynamic and strictly enforced before access is allowed.',
        'The organization collects as much information as it can about its assets, network and communications, and uses it to improve its security posture.',
      ],
    },
    {
      kind: 'p',
      text: 'For federal agencies, OMB memorandum M-22-09 set a zero trust strategy with specific goals, including phishing-resistant multi-factor authentication, encrypted traffic and treating applications as if they were exposed to the internet. The CISA Zero Trust Maturity Model organizes the work into five pillars (identity, devices, networks, applications and workloads, and data) and three cross-cutting capabilities: visibility and analytics, automation and orchestration, and governance. State and local agencies are not bound by these federal documents, but many use them as a reference.',
    },
    { kind: 'h2', text: 'Mapping zero trust to compliance requirements' },
    {
      kind: 'p',
      text: 'Zero trust is not a separate compliance regime. It is a way of meeting controls that agencies already have to satisfy. NIST SP 800-53 Revision 5 control families such as Access Control (AC), Identification and Authentication (IA), Audit and Accountability (AU), System and Communications Protection (SC) and System and Information Integrity (SI) describe what must be protected; zero trust describes how to protect it in a distributed environment. The same applies to FedRAMP continuous monitoring, the multi-factor authentication requirements of the FBI CJIS Security Policy and the safeguards of the HIPAA Security Rule. Documenting your zero trust design in control terms makes authorization reviews faster and keeps the architecture tied to requirements.',
    },
    { kind: 'h2', text: 'A practical framework for cloud workloads' },
    {
      kind: 'p',
      text: 'We help agencies apply zero trust in five layers that follow the CISA pillars, each built on AWS services. Confirm that each service is available and authorized in your Region, including AWS GovCloud (US), as part of the design.',
    },
    {
      kind: 'ol',
      items: [
        'Identity: federate workforce access through the agency identity provider with AWS IAM Identity Center, require phishing-resistant MFA such as PIV or CAC cards or FIDO2 security keys, and issue short-lived, role-based credentials instead of long-term access keys.',
        'Devices and access paths: replace broad network access with access to individual applications. Where it is available, AWS Verified Access evaluates identity and device posture on every request to a private application, without a VPN.',
        'Networks: separate workloads into their own accounts and VPCs, allow only required traffic with security groups, and use VPC endpoints and AWS PrivateLink so service traffic does not cross the internet.',
        'Applications and workloads: authenticate service-to-service calls, scan code and container images for vulnerabilities, and use service control policies in AWS Organizations to set boundaries that no single account can override.',
        'Data: classify data, encrypt it at rest with AWS KMS keys the agency controls and in transit with TLS, and use Amazon Macie to discover sensitive data stored in Amazon S3.',
      ],
    },
    {
      kind: 'p',
      text: "Across all five layers, visibility ties the design together. AWS CloudTrail records API activity, AWS Config tracks resource configuration against rules, Amazon GuardDuty detects suspicious behavior, and AWS Security Hub brings the findings into one view that can feed the agency's security operations center.",
    },
    { kind: 'h2', text: 'Continuous monitoring and automation' },
    {
      kind: 'p',
      text: 'Zero trust depends on decisions made with current information, and a configuration that was compliant last month may have drifted since. We recommend that agencies:',
    },
    {
      kind: 'ul',
      items: [
        'Define infrastructure as code, so every change is reviewed, versioned and repeatable.',
        'Run automated compliance checks against a baseline mapped to NIST SP 800-53 controls.',
        'Route high-severity findings to their owners automatically, with agreed response times.',
        'Review access regularly and remove unused roles and permissions.',
        'Exercise incident response procedures with realistic scenarios at least once a year.',
      ],
    },
    { kind: 'h2', text: 'A phased roadmap' },
    {
      kind: 'p',
      text: 'Zero trust is a journey, and most agencies progress through the CISA maturity stages (traditional, initial, advanced and optimal) one capability at a time. A realistic sequence for a cloud program is:',
    },
    {
      kind: 'ol',
      items: [
        'Assess: inventory users, devices, applications and data flows, and rate current maturity in each pillar.',
        'Secure identity first: central federation, phishing-resistant MFA and the removal of long-term credentials usually deliver the largest reduction in risk.',
        'Build the landing zone: a multi-account environment with guardrails, logging and encryption in place before workloads arrive.',
        'Move access closer to applications: replace broad network access with per-application policies, starting with the most sensitive systems.',
        'Automate: feed findings into response workflows and measure progress against the maturity model every quarter.',
      ],
    },
    {
      kind: 'p',
      text: 'In a recent federal data center exit, our team built a secure multi-account landing zone in AWS GovCloud (US) and migrated more than 40 applications in planned waves, with 99.99% uptime and a 31% reduction in costs. Guardrails, centralized logging and encryption were in place from the first account, so every migrated workload inherited them.',
    },
    { kind: 'h2', text: 'Common obstacles' },
    {
      kind: 'ul',
      items: [
        'Legacy applications that cannot use modern authentication: place them behind an identity-aware proxy until they are modernized.',
        'Too many exceptions: track each one with an owner and an end date.',
        'Tools without owners: every alert needs a team that will act on it.',
        'Treating zero trust as a one-time project rather than a way of operating.',
      ],
    },
    { kind: 'h2', text: 'Getting started' },
    {
      kind: 'p',
      text: 'Begin with an honest assessment of where you stand in each pillar, then choose two or three improvements that reduce the most risk in the next quarter. For most agencies, that means identity and logging. Our team can help you assess maturity, design the target architecture on AWS or AWS GovCloud (US), and document the controls your authorizing official will review.',
    },
  ],
};
