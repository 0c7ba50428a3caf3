"""Builds the tool definitions of Python modules with the real arcade-core catalog, for compare-python-catalog.mjs.

Run by hand only, with arcade-core and arcade-tdk on PYTHONPATH: importing a module executes it, so give it only
modules you trust (arcade-mcp's own examples, this project's fixtures). Prints one JSON object per file, a line each:
{file, import_error, tools: [{function, definition | error}], nested: [tool name]}.
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
            names.append(snake_to_pascal_case(name))
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
    for attribute, func in vars(module).items():
        if not callable(func) or not hasattr(func, "__tool_name__"):
            continue
        if getattr(func, "__module__", None) != module.__name__:
            continue  # imported from elsewhere
        entry = {"function": attribute}
        try:
            catalog = ToolCatalog()
            catalog.add_tool(func, TOOLKIT_NAME, module, toolkit_version=TOOLKIT_VERSION)
            [materialized] = list(catalog)
            entry["definition"] = materialized.definition.model_dump(mode="json")
        except Exception as error:
            entry["error"] = f"{type(error).__name__}: {error}"
        tools.append(entry)
    return {"file": path, "import_error": None, "tools": tools, "nested": nested_tools(path)}


if __name__ == "__main__":
    for file in sys.argv[1:]:
        try:
            print(json.dumps(build(file)), flush=True)
        except Exception:
            print(json.dumps({"file": file, "import_error": traceback.format_exc(limit=1), "tools": []}), flush=True)
