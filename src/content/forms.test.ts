import { describe, it, expect } from 'vitest';
import { contactFormCopy, interestOptions, interests, toasts, validationMessages } from '@/content/forms';

describe('contact form options', () => {
  it('has the six spec interests in order', () => {
    expect([...interests]).toEqual([
      'amazon-connect',
      'ai-analytics',
      'cloud-migration',
      'custom-dev',
      'it-staffing',
      'other',
    ]);
    expect(interestOptions.map((o) => o.value)).toEqual([
      'amazon-connect',
      'ai-analytics',
      'cloud-migration',
      'custom-dev',
      'it-staffing',
      'other',
    ]);
    for (const o of interestOptions) expect(o.label.length).toBeGreaterThan(0);
  });
});

describe('validation messages', () => {
  it('match the spec text exactly', () => {
    expect(validationMessages.nameRequired).toBe('Name is required');
    expect(validationMessages.emailRequired).toBe('Email is required');
    expect(validationMessages.emailInvalid).toBe('Invalid email address');
    expect(validationMessages.companyRequired).toBe('Company is required');
    expect(validationMessages.interestRequired).toBe('Please select an area of interest');
    expect(validationMessages.messageRequired).toBe('Message is required');
    expect(validationMessages.messageMin).toBe('Message must be at least 20 characters');
    expect(validationMessages.singleLine).toBe('Line breaks are not allowed in this field');
    expect(validationMessages.demoEmail).toBe('Enter a valid email address');
  });

  it('names the field and limit in the too-long message', () => {
    const msg = validationMessages.tooLong('Name', 100);
    expect(msg).toContain('Name');
    expect(msg).toContain('100');
  });
});

describe('form copy and toasts', () => {
  it('labels the contact form fields', () => {
    expect(contactFormCopy.labels).toEqual({
      name: 'Full Name',
      email: 'Email',
      phone: 'Phone (optional)',
      company: 'Company / Agency',
      interest: 'Area of Interest',
      message: 'Message',
    });
    expect(contactFormCopy.interestPlaceholder).toBe('Select an area of interest');
    expect(contactFormCopy.submit).toBe('Send Message');
    expect(contactFormCopy.sending).toBe('Sending...');
  });

  it('uses the spec toast texts', () => {
    expect(toasts.validation).toEqual({ title: 'Validation Error', description: 'Please check the form for errors' });
    expect(toasts.error).toEqual({ title: 'Error', description: 'Something went wrong. Please try again.' });
    expect(toasts.success).toEqual({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
    expect(toasts.demo).toEqual({
      title: 'Demo request received!',
      description: "We'll send you the full demo and schedule a walkthrough.",
    });
  });
});
