"""Builds the tool definitions of Python modules with the real arcade-core catalog, for compare-python-catalog.mjs.

Run by hand only, with arcade-core and arcade-tdk on PYTHONPATH: importing a module executes it, so give it only
modules you trust (arcade-mcp's own examples, this project's fixtures). Prints one JSON object per file, a line each:
{file, import_error, tools: [{function, lines, definition | error}], nested: [{name, lines}],
functions: [lines of each module-level function]}.
"""

import ast
import importlib
import json
import os
import sys
import traceback

from arcade_core.catalog import ToolCatalog
from arcade_core.utils import snake_to_pascal_case

# A fixed toolkit: our side does not know it statically, and the script compares only fields that do not depend on it.
TOOLKIT_NAME = "Compare"
TOOLKIT_VERSION = "0.0.0"


def module_name_and_root(path):
    """The dotted name and sys.path root of a file, climbing the packages (folders with __init__.py) it sits in."""
    folder, base = os.path.split(os.path.abspath(path))
    parts = [os.path.splitext(base)[0]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        parts.insert(0, package)
    return ".".join(parts), folder


def function_lines(path):
    """Each module-level function's lines, its decorators included: where toolschema's problems about it fall."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    return {
        node.name: [min([node.lineno] + [d.lineno for d in node.decorator_list]), node.end_lineno]
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    }


def nested_tools(path):
    """The tool names of decorated functions defined inside another function or class: not module attributes, so
    neither this script nor a toolkit's catalog sees them."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    top = {id(node) for node in tree.body}
    names = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.decorator_list and id(node) not in top:
            name = node.name
            for decorator in node.decorator_list:
                for keyword in getattr(decorator, "keywords", []):
                    if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                        name = keyword.value.value
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            names.append({"name": snake_to_pascal_case(name), "lines": [start, node.end_lineno]})
    return names


def build(path):
    name, root = module_name_and_root(path)
    if root not in sys.path:
        sys.path.insert(0, root)
    try:
        module = importlib.import_module(name)
    except BaseException as error:  # a missing package, or a module that fails on import
        return {"file": path, "import_error": f"{type(error).__name__}: {error}", "tools": []}
    tools = []
    lines = function_lines(path)
    for attribute, func in vars(module).items():
        if not callable(func) or not hasattr(func, "__tool_name__"):
            continue
        if getattr(func, "__module__", None) != module.__name__:
            continue  # imported from elsewhere
        entry = {"function": attribute, "lines": lines.get(attribute)}
        try:
            catalog = ToolCatalog()
            catalog.add_tool(func, TOOLKIT_NAME, module, toolkit_version=TOOLKIT_VERSION)
            [materialized] = list(catalog)
            entry["definition"] = materialized.definition.model_dump(mode="json")
        except Exception as error:
            entry["error"] = f"{type(error).__name__}: {error}"
        tools.append(entry)
    functions = list(lines.values())
    return {"file": path, "import_error": None, "tools": tools, "nested": nested_tools(path), "functions": functions}


if __name__ == "__main__":
    for file in sys.argv[1:]:
        try:
            print(json.dumps(build(file)), flush=True)
        except Exception:
            print(json.dumps({"file": file, "import_error": traceback.format_exc(limit=1), "tools": []}), flush=True)
