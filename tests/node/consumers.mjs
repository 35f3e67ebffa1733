// errgen's outputs read by the Node tools their users have. A JSON request on stdin, a JSON
// answer on stdout; the tests in tests/test_consumers.py drive it.
//   {"ajv": {"schema": {...}, "instances": [...]}}  -> {"errors": null | "...", "valid": [bool]}
//   {"types": {"schema": {...}, "name": "..."}}      -> {"ts": "..."}
//   {"slugs": ["heading text", ...]}                  -> {"slugs": ["heading-text", ...]}
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import GithubSlugger from "github-slugger";
import { compile } from "json-schema-to-typescript";

const request = JSON.parse(readFileSync(0, "utf8"));
let answer;
if (request.ajv) {
  // strict: true turns every strict-mode restriction into an error (types, tuples, required)
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  let validate = null;
  let errors = null;
  try {
    validate = ajv.compile(request.ajv.schema);
  } catch (error) {
    errors = String(error.message);
  }
  const valid = validate ? request.ajv.instances.map((instance) => validate(instance)) : [];
  answer = { errors, valid };
} else if (request.types) {
  const ts = await compile(request.types.schema, request.types.name, {
    bannerComment: "",
    additionalProperties: false,
    format: false,
  });
  answer = { ts };
} else if (request.slugs) {
  const slugger = new GithubSlugger();
  answer = { slugs: request.slugs.map((text) => slugger.slug(text)) };
} else {
  throw new Error("unknown request");
}
process.stdout.write(JSON.stringify(answer));
