"""The catalogue schema compiled by fastjsonschema; make regen rewrites it."""

# ruff: noqa
# mypy: ignore-errors
VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$': re.compile('^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+\\Z'),
    '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$': re.compile('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*\\Z'),
    '^[a-z][a-z0-9_]*$': re.compile('^[a-z][a-z0-9_]*\\Z'),
    '^[A-Za-z0-9][A-Za-z0-9.+_-]*$': re.compile('^[A-Za-z0-9][A-Za-z0-9.+_-]*\\Z'),
    '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$': re.compile('^[a-z][a-z0-9]*([._-][a-z0-9]+)*\\Z')
}

NoneType = type(None)

def validate_urn_errgen_catalogue_1(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'http://json-schema.org/draft-07/schema#', '$id': 'urn:errgen:catalogue:1', 'title': 'errgen error catalogue', 'description': "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.", 'type': 'object', 'required': ['errgen', 'tool', 'errors'], 'additionalProperties': False, 'properties': {'errgen': {'description': 'Format version of the catalogue.', 'const': 1}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'description': 'The executable whose errors these are.', '$ref': '#/$defs/program'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'$ref': '#/$defs/program'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'$ref': '#/$defs/command'}}}}, 'errors': {'description': 'Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'description': 'Human text; may reference declared params as {name}.', '$ref': '#/$defs/line'}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'$ref': '#/$defs/param'}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'description': 'What must change first.', '$ref': '#/$defs/line'}, 'fix_command': {'description': 'A registered idempotent or read-only command that makes that change.', '$ref': '#/$defs/command_line'}, 'refresh_command': {'$ref': '#/$defs/command_line'}, 'reauth_command': {'$ref': '#/$defs/command_line'}, 'suggestion': {'description': 'Prose for humans; never the only path to recovery.', '$ref': '#/$defs/line'}, 'exit': {'description': 'A name from the exit-code table.', '$ref': '#/$defs/code'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'$ref': '#/$defs/version'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'$ref': '#/$defs/version'}, 'replaced_by': {'$ref': '#/$defs/code'}}}}}}, 'exit_codes': {'description': 'Replaces the default exit-code table: name -> number (1-125) and recovery class.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}, 'docs_url': {'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, 'include': {'description': 'Other catalogue files, relative to this one, whose errors, commands and companions are merged in.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'minLength': 1, 'maxLength': 500}}, 'retired': {'description': 'Codes that were removed and must never be defined again.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, '$defs': {'code': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'program': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'version': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'line': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'command_line': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, 'command': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'param': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'error': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, 'exit_code': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['errgen', 'tool', 'errors']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'http://json-schema.org/draft-07/schema#', '$id': 'urn:errgen:catalogue:1', 'title': 'errgen error catalogue', 'description': "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.", 'type': 'object', 'required': ['errgen', 'tool', 'errors'], 'additionalProperties': False, 'properties': {'errgen': {'description': 'Format version of the catalogue.', 'const': 1}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'description': 'The executable whose errors these are.', '$ref': '#/$defs/program'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'$ref': '#/$defs/program'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'$ref': '#/$defs/command'}}}}, 'errors': {'description': 'Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'description': 'Human text; may reference declared params as {name}.', '$ref': '#/$defs/line'}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'$ref': '#/$defs/param'}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'description': 'What must change first.', '$ref': '#/$defs/line'}, 'fix_command': {'description': 'A registered idempotent or read-only command that makes that change.', '$ref': '#/$defs/command_line'}, 'refresh_command': {'$ref': '#/$defs/command_line'}, 'reauth_command': {'$ref': '#/$defs/command_line'}, 'suggestion': {'description': 'Prose for humans; never the only path to recovery.', '$ref': '#/$defs/line'}, 'exit': {'description': 'A name from the exit-code table.', '$ref': '#/$defs/code'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'$ref': '#/$defs/version'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'$ref': '#/$defs/version'}, 'replaced_by': {'$ref': '#/$defs/code'}}}}}}, 'exit_codes': {'description': 'Replaces the default exit-code table: name -> number (1-125) and recovery class.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}, 'docs_url': {'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, 'include': {'description': 'Other catalogue files, relative to this one, whose errors, commands and companions are merged in.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'minLength': 1, 'maxLength': 500}}, 'retired': {'description': 'Codes that were removed and must never be defined again.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, '$defs': {'code': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'program': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'version': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'line': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'command_line': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, 'command': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'param': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'error': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, 'exit_code': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}}, rule='required')
        data_keys = set(data.keys())
        if "errgen" in data_keys:
            data_keys.remove("errgen")
            data__errgen = data["errgen"]
            if not (isinstance(data__errgen, (int, float)) and not isinstance(data__errgen, bool) and data__errgen == 1):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".errgen must be same as const definition: 1", value=data__errgen, name="" + (name_prefix or "data") + ".errgen", definition={'description': 'Format version of the catalogue.', 'const': 1}, rule='const')
        if "tool" in data_keys:
            data_keys.remove("tool")
            data__tool = data["tool"]
            validate____defs_tool(data__tool, custom_formats, (name_prefix or "data") + ".tool")
        if "errors" in data_keys:
            data_keys.remove("errors")
            data__errors = data["errors"]
            if not isinstance(data__errors, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".errors must be object", value=data__errors, name="" + (name_prefix or "data") + ".errors", definition={'description': 'Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'description': 'Human text; may reference declared params as {name}.', '$ref': '#/$defs/line'}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'$ref': '#/$defs/param'}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'description': 'What must change first.', '$ref': '#/$defs/line'}, 'fix_command': {'description': 'A registered idempotent or read-only command that makes that change.', '$ref': '#/$defs/command_line'}, 'refresh_command': {'$ref': '#/$defs/command_line'}, 'reauth_command': {'$ref': '#/$defs/command_line'}, 'suggestion': {'description': 'Prose for humans; never the only path to recovery.', '$ref': '#/$defs/line'}, 'exit': {'description': 'A name from the exit-code table.', '$ref': '#/$defs/code'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'$ref': '#/$defs/version'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'$ref': '#/$defs/version'}, 'replaced_by': {'$ref': '#/$defs/code'}}}}}}, rule='type')
            data__errors_is_dict = isinstance(data__errors, dict)
            if data__errors_is_dict:
                data__errors_keys = set(data__errors.keys())
                for data__errors_key in data__errors_keys:
                    if data__errors_key not in []:
                        data__errors_value = data__errors.get(data__errors_key)
                        validate____defs_error(data__errors_value, custom_formats, (name_prefix or "data") + ".errors.{data__errors_key}".format(**locals()))
                data__errors_len = len(data__errors)
                if data__errors_len != 0:
                    data__errors_property_names = True
                    for data__errors_key in data__errors:
                        try:
                            validate____defs_code(data__errors_key, custom_formats, (name_prefix or "data") + ".errors")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__errors_property_names = False
                    if not data__errors_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".errors must be named by propertyName definition", value=data__errors, name="" + (name_prefix or "data") + ".errors", definition={'description': 'Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'description': 'Human text; may reference declared params as {name}.', '$ref': '#/$defs/line'}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'$ref': '#/$defs/param'}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'description': 'What must change first.', '$ref': '#/$defs/line'}, 'fix_command': {'description': 'A registered idempotent or read-only command that makes that change.', '$ref': '#/$defs/command_line'}, 'refresh_command': {'$ref': '#/$defs/command_line'}, 'reauth_command': {'$ref': '#/$defs/command_line'}, 'suggestion': {'description': 'Prose for humans; never the only path to recovery.', '$ref': '#/$defs/line'}, 'exit': {'description': 'A name from the exit-code table.', '$ref': '#/$defs/code'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'$ref': '#/$defs/version'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'$ref': '#/$defs/version'}, 'replaced_by': {'$ref': '#/$defs/code'}}}}}}, rule='propertyNames')
        if "exit_codes" in data_keys:
            data_keys.remove("exit_codes")
            data__exitcodes = data["exit_codes"]
            if not isinstance(data__exitcodes, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".exit_codes must be object", value=data__exitcodes, name="" + (name_prefix or "data") + ".exit_codes", definition={'description': 'Replaces the default exit-code table: name -> number (1-125) and recovery class.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}, rule='type')
            data__exitcodes_is_dict = isinstance(data__exitcodes, dict)
            if data__exitcodes_is_dict:
                data__exitcodes_keys = set(data__exitcodes.keys())
                for data__exitcodes_key in data__exitcodes_keys:
                    if data__exitcodes_key not in []:
                        data__exitcodes_value = data__exitcodes.get(data__exitcodes_key)
                        validate____defs_exit_code(data__exitcodes_value, custom_formats, (name_prefix or "data") + ".exit_codes.{data__exitcodes_key}".format(**locals()))
                data__exitcodes_len = len(data__exitcodes)
                if data__exitcodes_len != 0:
                    data__exitcodes_property_names = True
                    for data__exitcodes_key in data__exitcodes:
                        try:
                            validate____defs_code(data__exitcodes_key, custom_formats, (name_prefix or "data") + ".exit_codes")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__exitcodes_property_names = False
                    if not data__exitcodes_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".exit_codes must be named by propertyName definition", value=data__exitcodes, name="" + (name_prefix or "data") + ".exit_codes", definition={'description': 'Replaces the default exit-code table: name -> number (1-125) and recovery class.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}, rule='propertyNames')
        if "docs_url" in data_keys:
            data_keys.remove("docs_url")
            data__docsurl = data["docs_url"]
            if not isinstance(data__docsurl, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".docs_url must be string", value=data__docsurl, name="" + (name_prefix or "data") + ".docs_url", definition={'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, rule='type')
            if isinstance(data__docsurl, str):
                data__docsurl_len = len(data__docsurl)
                if data__docsurl_len > 200:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".docs_url must be shorter than or equal to 200 characters", value=data__docsurl, name="" + (name_prefix or "data") + ".docs_url", definition={'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, rule='maxLength')
                if not REGEX_PATTERNS['^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'].search(data__docsurl):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".docs_url must match pattern ^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$", value=data__docsurl, name="" + (name_prefix or "data") + ".docs_url", definition={'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, rule='pattern')
        if "include" in data_keys:
            data_keys.remove("include")
            data__include = data["include"]
            if not isinstance(data__include, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".include must be array", value=data__include, name="" + (name_prefix or "data") + ".include", definition={'description': 'Other catalogue files, relative to this one, whose errors, commands and companions are merged in.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'minLength': 1, 'maxLength': 500}}, rule='type')
            data__include_is_list = isinstance(data__include, (list, tuple))
            if data__include_is_list:
                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                data__include_len = len(data__include)
                if data__include_len > len(set(fn(data__include_x) for data__include_x in data__include)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".include must contain unique items", value=data__include, name="" + (name_prefix or "data") + ".include", definition={'description': 'Other catalogue files, relative to this one, whose errors, commands and companions are merged in.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'minLength': 1, 'maxLength': 500}}, rule='uniqueItems')
                for data__include_x, data__include_item in enumerate(data__include):
                    if not isinstance(data__include_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + " must be string", value=data__include_item, name="" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 500}, rule='type')
                    if isinstance(data__include_item, str):
                        data__include_item_len = len(data__include_item)
                        if data__include_item_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + " must be longer than or equal to 1 characters", value=data__include_item, name="" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 500}, rule='minLength')
                        if data__include_item_len > 500:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + " must be shorter than or equal to 500 characters", value=data__include_item, name="" + (name_prefix or "data") + ".include[{data__include_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 500}, rule='maxLength')
        if "retired" in data_keys:
            data_keys.remove("retired")
            data__retired = data["retired"]
            if not isinstance(data__retired, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".retired must be array", value=data__retired, name="" + (name_prefix or "data") + ".retired", definition={'description': 'Codes that were removed and must never be defined again.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}, rule='type')
            data__retired_is_list = isinstance(data__retired, (list, tuple))
            if data__retired_is_list:
                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                data__retired_len = len(data__retired)
                if data__retired_len > len(set(fn(data__retired_x) for data__retired_x in data__retired)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".retired must contain unique items", value=data__retired, name="" + (name_prefix or "data") + ".retired", definition={'description': 'Codes that were removed and must never be defined again.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}, rule='uniqueItems')
                for data__retired_x, data__retired_item in enumerate(data__retired):
                    validate____defs_code(data__retired_item, custom_formats, (name_prefix or "data") + ".retired[{data__retired_x}]".format(**locals()))
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'http://json-schema.org/draft-07/schema#', '$id': 'urn:errgen:catalogue:1', 'title': 'errgen error catalogue', 'description': "One tool's errors, each answering: what failed, is it worth repeating, what must change, what command changes it.", 'type': 'object', 'required': ['errgen', 'tool', 'errors'], 'additionalProperties': False, 'properties': {'errgen': {'description': 'Format version of the catalogue.', 'const': 1}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'description': 'The executable whose errors these are.', '$ref': '#/$defs/program'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'$ref': '#/$defs/program'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'$ref': '#/$defs/command'}}}}, 'errors': {'description': 'Error code -> error. Codes are SCREAMING_SNAKE_CASE and never change meaning.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'description': 'Human text; may reference declared params as {name}.', '$ref': '#/$defs/line'}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'$ref': '#/$defs/param'}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'description': 'What must change first.', '$ref': '#/$defs/line'}, 'fix_command': {'description': 'A registered idempotent or read-only command that makes that change.', '$ref': '#/$defs/command_line'}, 'refresh_command': {'$ref': '#/$defs/command_line'}, 'reauth_command': {'$ref': '#/$defs/command_line'}, 'suggestion': {'description': 'Prose for humans; never the only path to recovery.', '$ref': '#/$defs/line'}, 'exit': {'description': 'A name from the exit-code table.', '$ref': '#/$defs/code'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'$ref': '#/$defs/version'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'$ref': '#/$defs/version'}, 'replaced_by': {'$ref': '#/$defs/code'}}}}}}, 'exit_codes': {'description': 'Replaces the default exit-code table: name -> number (1-125) and recovery class.', 'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'additionalProperties': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}, 'docs_url': {'description': "Base URL of the published docs page; an error's help_url is it plus the error's anchor.", 'type': 'string', 'maxLength': 200, 'pattern': '^https?://[A-Za-z0-9._~:/?@!\\$&*+,;=%-]+$'}, 'include': {'description': 'Other catalogue files, relative to this one, whose errors, commands and companions are merged in.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'minLength': 1, 'maxLength': 500}}, 'retired': {'description': 'Codes that were removed and must never be defined again.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, '$defs': {'code': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'program': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'version': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'line': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'command_line': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'tool': {'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, 'command': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'param': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, 'error': {'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, 'exit_code': {'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}}}, rule='additionalProperties')
    return data

def validate____defs_exit_code(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['code', 'class']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}, rule='required')
        data_keys = set(data.keys())
        if "code" in data_keys:
            data_keys.remove("code")
            data__code = data["code"]
            if not isinstance(data__code, (int)) and not (isinstance(data__code, float) and data__code.is_integer()) or isinstance(data__code, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".code must be integer", value=data__code, name="" + (name_prefix or "data") + ".code", definition={'type': 'integer', 'minimum': 1, 'maximum': 125}, rule='type')
            if isinstance(data__code, (int, float, Decimal)) and not isinstance(data__code, bool):
                if data__code < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".code must be bigger than or equal to 1", value=data__code, name="" + (name_prefix or "data") + ".code", definition={'type': 'integer', 'minimum': 1, 'maximum': 125}, rule='minimum')
                if data__code > 125:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".code must be smaller than or equal to 125", value=data__code, name="" + (name_prefix or "data") + ".code", definition={'type': 'integer', 'minimum': 1, 'maximum': 125}, rule='maximum')
        if "class" in data_keys:
            data_keys.remove("class")
            data__class = data["class"]
            if not (isinstance(data__class, str) and data__class == 'transient' or isinstance(data__class, str) and data__class == 'correctable' or isinstance(data__class, str) and data__class == 'terminal'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".class must be one of ['transient', 'correctable', 'terminal']", value=data__class, name="" + (name_prefix or "data") + ".class", definition={'enum': ['transient', 'correctable', 'terminal']}, rule='enum')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['code', 'class'], 'additionalProperties': False, 'properties': {'code': {'type': 'integer', 'minimum': 1, 'maximum': 125}, 'class': {'enum': ['transient', 'correctable', 'terminal']}}}, rule='additionalProperties')
    return data

def validate____defs_code(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 100:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 100 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, rule='maxLength')
        if not REGEX_PATTERNS['^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, rule='pattern')
    return data

def validate____defs_error(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['message', 'retryable', 'exit']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, rule='required')
        data_keys = set(data.keys())
        if "message" in data_keys:
            data_keys.remove("message")
            data__message = data["message"]
            validate____defs_line(data__message, custom_formats, (name_prefix or "data") + ".message")
        if "params" in data_keys:
            data_keys.remove("params")
            data__params = data["params"]
            if not isinstance(data__params, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".params must be object", value=data__params, name="" + (name_prefix or "data") + ".params", definition={'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, rule='type')
            data__params_is_dict = isinstance(data__params, dict)
            if data__params_is_dict:
                data__params_keys = set(data__params.keys())
                for data__params_key in data__params_keys:
                    if data__params_key not in []:
                        data__params_value = data__params.get(data__params_key)
                        validate____defs_param(data__params_value, custom_formats, (name_prefix or "data") + ".params.{data__params_key}".format(**locals()))
                data__params_len = len(data__params)
                if data__params_len != 0:
                    data__params_property_names = True
                    for data__params_key in data__params:
                        try:
                            if not isinstance(data__params_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".params must be string", value=data__params_key, name="" + (name_prefix or "data") + ".params", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, rule='type')
                            if isinstance(data__params_key, str):
                                data__params_key_len = len(data__params_key)
                                if data__params_key_len > 40:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".params must be shorter than or equal to 40 characters", value=data__params_key, name="" + (name_prefix or "data") + ".params", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, rule='maxLength')
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__params_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".params must match pattern ^[a-z][a-z0-9_]*$", value=data__params_key, name="" + (name_prefix or "data") + ".params", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, rule='pattern')
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__params_property_names = False
                    if not data__params_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".params must be named by propertyName definition", value=data__params, name="" + (name_prefix or "data") + ".params", definition={'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, rule='propertyNames')
        if "retryable" in data_keys:
            data_keys.remove("retryable")
            data__retryable = data["retryable"]
            if not isinstance(data__retryable, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".retryable must be boolean", value=data__retryable, name="" + (name_prefix or "data") + ".retryable", definition={'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, rule='type')
        if "retry_after_ms" in data_keys:
            data_keys.remove("retry_after_ms")
            data__retryafterms = data["retry_after_ms"]
            if not isinstance(data__retryafterms, (int)) and not (isinstance(data__retryafterms, float) and data__retryafterms.is_integer()) or isinstance(data__retryafterms, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".retry_after_ms must be integer", value=data__retryafterms, name="" + (name_prefix or "data") + ".retry_after_ms", definition={'type': 'integer', 'minimum': 1, 'maximum': 3600000}, rule='type')
            if isinstance(data__retryafterms, (int, float, Decimal)) and not isinstance(data__retryafterms, bool):
                if data__retryafterms < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".retry_after_ms must be bigger than or equal to 1", value=data__retryafterms, name="" + (name_prefix or "data") + ".retry_after_ms", definition={'type': 'integer', 'minimum': 1, 'maximum': 3600000}, rule='minimum')
                if data__retryafterms > 3600000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".retry_after_ms must be smaller than or equal to 3600000", value=data__retryafterms, name="" + (name_prefix or "data") + ".retry_after_ms", definition={'type': 'integer', 'minimum': 1, 'maximum': 3600000}, rule='maximum')
        if "max_attempts" in data_keys:
            data_keys.remove("max_attempts")
            data__maxattempts = data["max_attempts"]
            if not isinstance(data__maxattempts, (int)) and not (isinstance(data__maxattempts, float) and data__maxattempts.is_integer()) or isinstance(data__maxattempts, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".max_attempts must be integer", value=data__maxattempts, name="" + (name_prefix or "data") + ".max_attempts", definition={'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, rule='type')
            if isinstance(data__maxattempts, (int, float, Decimal)) and not isinstance(data__maxattempts, bool):
                if data__maxattempts < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".max_attempts must be bigger than or equal to 1", value=data__maxattempts, name="" + (name_prefix or "data") + ".max_attempts", definition={'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, rule='minimum')
                if data__maxattempts > 20:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".max_attempts must be smaller than or equal to 20", value=data__maxattempts, name="" + (name_prefix or "data") + ".max_attempts", definition={'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, rule='maximum')
        if "fix_required" in data_keys:
            data_keys.remove("fix_required")
            data__fixrequired = data["fix_required"]
            validate____defs_line(data__fixrequired, custom_formats, (name_prefix or "data") + ".fix_required")
        if "fix_command" in data_keys:
            data_keys.remove("fix_command")
            data__fixcommand = data["fix_command"]
            validate____defs_command_line(data__fixcommand, custom_formats, (name_prefix or "data") + ".fix_command")
        if "refresh_command" in data_keys:
            data_keys.remove("refresh_command")
            data__refreshcommand = data["refresh_command"]
            validate____defs_command_line(data__refreshcommand, custom_formats, (name_prefix or "data") + ".refresh_command")
        if "reauth_command" in data_keys:
            data_keys.remove("reauth_command")
            data__reauthcommand = data["reauth_command"]
            validate____defs_command_line(data__reauthcommand, custom_formats, (name_prefix or "data") + ".reauth_command")
        if "suggestion" in data_keys:
            data_keys.remove("suggestion")
            data__suggestion = data["suggestion"]
            validate____defs_line(data__suggestion, custom_formats, (name_prefix or "data") + ".suggestion")
        if "exit" in data_keys:
            data_keys.remove("exit")
            data__exit = data["exit"]
            validate____defs_code(data__exit, custom_formats, (name_prefix or "data") + ".exit")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, rule='type')
            if isinstance(data__description, str):
                data__description_len = len(data__description)
                if data__description_len > 20000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be shorter than or equal to 20000 characters", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, rule='maxLength')
        if "since" in data_keys:
            data_keys.remove("since")
            data__since = data["since"]
            validate____defs_version(data__since, custom_formats, (name_prefix or "data") + ".since")
        if "deprecated" in data_keys:
            data_keys.remove("deprecated")
            data__deprecated = data["deprecated"]
            if not isinstance(data__deprecated, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deprecated must be object", value=data__deprecated, name="" + (name_prefix or "data") + ".deprecated", definition={'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, rule='type')
            data__deprecated_is_dict = isinstance(data__deprecated, dict)
            if data__deprecated_is_dict:
                data__deprecated__missing_keys = set(['since']) - data__deprecated.keys()
                if data__deprecated__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deprecated must contain " + (str(sorted(data__deprecated__missing_keys)) + " properties"), value=data__deprecated, name="" + (name_prefix or "data") + ".deprecated", definition={'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, rule='required')
                data__deprecated_keys = set(data__deprecated.keys())
                if "since" in data__deprecated_keys:
                    data__deprecated_keys.remove("since")
                    data__deprecated__since = data__deprecated["since"]
                    validate____defs_version(data__deprecated__since, custom_formats, (name_prefix or "data") + ".deprecated.since")
                if "replaced_by" in data__deprecated_keys:
                    data__deprecated_keys.remove("replaced_by")
                    data__deprecated__replacedby = data__deprecated["replaced_by"]
                    validate____defs_code(data__deprecated__replacedby, custom_formats, (name_prefix or "data") + ".deprecated.replaced_by")
                if data__deprecated_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deprecated must not contain "+str(data__deprecated_keys)+" properties", value=data__deprecated, name="" + (name_prefix or "data") + ".deprecated", definition={'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['message', 'retryable', 'exit'], 'additionalProperties': False, 'properties': {'message': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'params': {'type': 'object', 'propertyNames': {'type': 'string', 'maxLength': 40, 'pattern': '^[a-z][a-z0-9_]*$'}, 'additionalProperties': {'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'$ref': '#/$defs/line'}}}}, 'retryable': {'description': 'The identical unchanged invocation may succeed and no side effects occurred.', 'type': 'boolean'}, 'retry_after_ms': {'type': 'integer', 'minimum': 1, 'maximum': 3600000}, 'max_attempts': {'description': 'Attempts in all, the first included; default 3.', 'type': 'integer', 'minimum': 1, 'maximum': 20}, 'fix_required': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'fix_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'refresh_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'reauth_command': {'type': 'string', 'minLength': 1, 'maxLength': 200}, 'suggestion': {'type': 'string', 'minLength': 1, 'maxLength': 1000}, 'exit': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}, 'description': {'description': 'Markdown for the docs page.', 'type': 'string', 'maxLength': 20000}, 'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'deprecated': {'type': 'object', 'required': ['since'], 'additionalProperties': False, 'properties': {'since': {'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, 'replaced_by': {'type': 'string', 'maxLength': 100, 'pattern': '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'}}}}}, rule='additionalProperties')
    return data

def validate____defs_version(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 40:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 40 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, rule='maxLength')
        if not REGEX_PATTERNS['^[A-Za-z0-9][A-Za-z0-9.+_-]*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[A-Za-z0-9][A-Za-z0-9.+_-]*$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 40, 'pattern': '^[A-Za-z0-9][A-Za-z0-9.+_-]*$'}, rule='pattern')
    return data

def validate____defs_command_line(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 200}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 200}, rule='minLength')
        if data_len > 200:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 200 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 200}, rule='maxLength')
    return data

def validate____defs_param(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['type']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='required')
        data_keys = set(data.keys())
        if "type" in data_keys:
            data_keys.remove("type")
            data__type = data["type"]
            if not (isinstance(data__type, str) and data__type == 'str' or isinstance(data__type, str) and data__type == 'int' or isinstance(data__type, str) and data__type == 'float' or isinstance(data__type, str) and data__type == 'bool'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".type must be one of ['str', 'int', 'float', 'bool']", value=data__type, name="" + (name_prefix or "data") + ".type", definition={'enum': ['str', 'int', 'float', 'bool']}, rule='enum')
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            validate____defs_line(data__description, custom_formats, (name_prefix or "data") + ".description")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['type'], 'additionalProperties': False, 'properties': {'type': {'enum': ['str', 'int', 'float', 'bool']}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='additionalProperties')
    return data

def validate____defs_line(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 1000}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 1000}, rule='minLength')
        if data_len > 1000:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 1000 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'maxLength': 1000}, rule='maxLength')
    return data

def validate____defs_tool(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['name']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate____defs_program(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "companions" in data_keys:
            data_keys.remove("companions")
            data__companions = data["companions"]
            if not isinstance(data__companions, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".companions must be array", value=data__companions, name="" + (name_prefix or "data") + ".companions", definition={'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, rule='type')
            data__companions_is_list = isinstance(data__companions, (list, tuple))
            if data__companions_is_list:
                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                data__companions_len = len(data__companions)
                if data__companions_len > len(set(fn(data__companions_x) for data__companions_x in data__companions)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".companions must contain unique items", value=data__companions, name="" + (name_prefix or "data") + ".companions", definition={'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, rule='uniqueItems')
                for data__companions_x, data__companions_item in enumerate(data__companions):
                    validate____defs_program(data__companions_item, custom_formats, (name_prefix or "data") + ".companions[{data__companions_x}]".format(**locals()))
        if "commands" in data_keys:
            data_keys.remove("commands")
            data__commands = data["commands"]
            if not isinstance(data__commands, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".commands must be object", value=data__commands, name="" + (name_prefix or "data") + ".commands", definition={'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}, rule='type')
            data__commands_is_dict = isinstance(data__commands, dict)
            if data__commands_is_dict:
                data__commands_keys = set(data__commands.keys())
                for data__commands_key in data__commands_keys:
                    if data__commands_key not in []:
                        data__commands_value = data__commands.get(data__commands_key)
                        validate____defs_command(data__commands_value, custom_formats, (name_prefix or "data") + ".commands.{data__commands_key}".format(**locals()))
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['name'], 'additionalProperties': False, 'properties': {'name': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, 'companions': {'description': 'Other executables a registered command may start with.', 'type': 'array', 'uniqueItems': True, 'items': {'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}}, 'commands': {'description': 'The command registry: exact command lines and their effect.', 'type': 'object', 'additionalProperties': {'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'$ref': '#/$defs/line'}}}}}}, rule='additionalProperties')
    return data

def validate____defs_command(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['effect']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='required')
        data_keys = set(data.keys())
        if "effect" in data_keys:
            data_keys.remove("effect")
            data__effect = data["effect"]
            if not (isinstance(data__effect, str) and data__effect == 'read-only' or isinstance(data__effect, str) and data__effect == 'idempotent' or isinstance(data__effect, str) and data__effect == 'destructive'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".effect must be one of ['read-only', 'idempotent', 'destructive']", value=data__effect, name="" + (name_prefix or "data") + ".effect", definition={'enum': ['read-only', 'idempotent', 'destructive']}, rule='enum')
        if "interactive" in data_keys:
            data_keys.remove("interactive")
            data__interactive = data["interactive"]
            if not isinstance(data__interactive, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".interactive must be boolean", value=data__interactive, name="" + (name_prefix or "data") + ".interactive", definition={'description': 'The command needs a person.', 'type': 'boolean'}, rule='type')
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            validate____defs_line(data__description, custom_formats, (name_prefix or "data") + ".description")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['effect'], 'additionalProperties': False, 'properties': {'effect': {'enum': ['read-only', 'idempotent', 'destructive']}, 'interactive': {'description': 'The command needs a person.', 'type': 'boolean'}, 'description': {'type': 'string', 'minLength': 1, 'maxLength': 1000}}}, rule='additionalProperties')
    return data

def validate____defs_program(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 24:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 24 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, rule='maxLength')
        if not REGEX_PATTERNS['^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z][a-z0-9]*([._-][a-z0-9]+)*$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'maxLength': 24, 'pattern': '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$'}, rule='pattern')
    return data

validate = validate_urn_errgen_catalogue_1
