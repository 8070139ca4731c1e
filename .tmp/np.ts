import { contactServerSchema } from '../src/lib/schemas/contact.ts';
const o = Object.create(null); Object.assign(o, { name: 'a', email: 'a@b.co', company: 'c', interest: 'other', message: 'x'.repeat(25) });
console.log(contactServerSchema.safeParse(o).success);
