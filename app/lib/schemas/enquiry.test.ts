import { describe, expect, it } from "vitest";
import { contactValidation, enquiryBoundsMessages, helpCategories } from "~/content/contact";
import { assessmentForm } from "~/content/assessment-form";
import { ENQUIRY_LIMITS, IdempotencyKeySchema, readValues, validateEnquiry } from "./enquiry";

const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  helpCategory: "general",
  message: "Please automate our lead follow-up.",
};

describe("contact schema (SPEC 5)", () => {
  it("gives exactly the SPEC 5 messages, one per invalid field", () => {
    const result = validateEnquiry("contact", {
      fullName: "",
      email: "nope",
      company: "",
      helpCategory: "",
      message: "123456789",
    });
    expect(result).toEqual({
      success: false,
      source: "contact",
      errors: {
        fullName: "Full name is required",
        email: "Please enter a valid email address",
        helpCategory: "Please select how we can help you",
        message: "Please provide a detailed message (minimum 10 characters)",
      },
    });
    expect(contactValidation.fullName).toBe("Full name is required");
  });

  it("trims, accepts a 10-character message and an empty company", () => {
    const result = validateEnquiry("contact", {
      ...valid,
      fullName: "  Ada  ",
      email: " ada@example.com ",
      message: " 1234567890 ",
    });
    expect(result).toMatchObject({
      success: true,
      data: { fullName: "Ada", email: "ada@example.com", message: "1234567890", company: "" },
    });
    expect(validateEnquiry("contact", { ...valid, message: "         x" }).success).toBe(false); // whitespace does not count
  });

  it("accepts exactly the six category values", () => {
    for (const { value } of helpCategories)
      expect(validateEnquiry("contact", { ...valid, helpCategory: value }).success).toBe(true);
    for (const value of ["General Inquiry", "pricing", "GENERAL", "general;drop"]) {
      expect(validateEnquiry("contact", { ...valid, helpCategory: value })).toMatchObject({
        errors: { helpCategory: contactValidation.helpCategory },
      });
    }
  });

  it("bounds lengths: name and company 200, e-mail 320, message 5,000", () => {
    expect(ENQUIRY_LIMITS).toMatchObject({ fullName: 200, company: 200, email: 320, message: 5000 });
    const at = { ...valid, fullName: "n".repeat(200), company: "c".repeat(200), message: "m".repeat(5000) };
    expect(validateEnquiry("contact", at).success).toBe(true);
    expect(validateEnquiry("contact", { ...at, fullName: "n".repeat(201) })).toMatchObject({
      errors: { fullName: enquiryBoundsMessages.fullName },
    });
    expect(validateEnquiry("contact", { ...at, company: "c".repeat(201) })).toMatchObject({
      errors: { company: enquiryBoundsMessages.company },
    });
    expect(validateEnquiry("contact", { ...at, message: "m".repeat(5001) })).toMatchObject({
      errors: { message: enquiryBoundsMessages.message },
    });
    expect(validateEnquiry("contact", { ...at, email: `${"e".repeat(309)}@example.com` })).toMatchObject({
      errors: { email: contactValidation.email },
    });
  });
});

describe("assessment schema (DESIGN 3)", () => {
  it("requires a name and a valid e-mail; company and phone are optional", () => {
    expect(validateEnquiry("assessment", { fullName: "", email: "x", company: "", phone: "" })).toEqual({
      success: false,
      source: "assessment",
      errors: { fullName: assessmentForm.validation.name, email: assessmentForm.validation.email },
    });
    expect(
      validateEnquiry("assessment", { fullName: "Grace", email: "g@example.com", company: "", phone: "" }).success,
    ).toBe(true);
  });

  it("accepts phone numbers as people write them and refuses text", () => {
    for (const phone of ["+1 (555) 010-0199", "0049 30 1234567", "555.010.0199 ext. 12"]) {
      expect(
        validateEnquiry("assessment", { fullName: "G", email: "g@example.com", company: "", phone }).success,
        phone,
      ).toBe(true);
    }
    for (const phone of ["call me", "1".repeat(41), "+"]) {
      expect(
        validateEnquiry("assessment", { fullName: "G", email: "g@example.com", company: "", phone }),
        phone,
      ).toMatchObject({
        errors: { phone: enquiryBoundsMessages.phone },
      });
    }
  });
});

describe("form reading and keys", () => {
  it("reads the source's fields as strings and refuses file uploads", () => {
    const form = new FormData();
    form.set("fullName", "Ada");
    expect(readValues("contact", (n) => form.get(n))).toEqual({
      fullName: "Ada",
      email: "",
      company: "",
      helpCategory: "",
      message: "",
    });
    form.set("email", new Blob(["x"]), "x.txt");
    expect(readValues("contact", (n) => form.get(n))).toBeNull();
  });

  it("accepts crypto.randomUUID keys and refuses odd ones", () => {
    expect(IdempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const key of ["", "short", "x".repeat(101), "has spaces in the key", "ключ-ключ-ключ-ключ"]) {
      expect(IdempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});
