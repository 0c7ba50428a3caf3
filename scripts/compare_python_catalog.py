"""Builds the tool definitions of Python modules with the real arcade-core catalog, for compare-python-catalog.mjs.

Run by hand only, with arcade-core and arcade-tdk on PYTHONPATH (and arcade-serve, arcade-mcp-server and their
dependencies for MCPApp servers): importing a module executes it, so give it only modules you trust (arcade-mcp's own
examples, this project's fixtures). ARCADE_DEPS (folders, `:`-separated) go at the END of sys.path, after the
interpreter's site-packages, so that a Debian dist-packages folder there adds starlette & co. without its pydantic 1
hiding the interpreter's pydantic 2.

Prints one JSON object per file, a line each: {file, import_error, tools: [{function, lines, definition | error,
source?, app?}], nested: [{name, lines}], functions: [lines of each module-level function]}, and first a line
{stubs: [...]} naming the modules stubbed (see stub_transport_only).

A tool an `MCPApp` registered (`@app.tool`, `app.add_tool`, `app.add_tools_from_module`) is read from that app's own
catalog, as MCPApp built it at import; its `source` is the file its function is defined in when that is another file.
A tool MCPApp rejects makes the import raise: that is the catalog's error on the function MCPApp.add_tool was adding.
"""

import ast
import importlib
import importlib.util
import inspect
import json
import os
import re
import sys
import tempfile
import tomllib
import traceback
import types

sys.path.extend(path for path in os.environ.get("ARCADE_DEPS", "").split(":") if path)


def stub_transport_only():
    """Stubs the two imports arcade_mcp_server needs only for what the catalog never touches, when they are missing:
    watchfiles (compiled; `watch` serves MCPApp's reload mode) and arcade_serve.fastapi.telemetry (its OTLP exporters
    and instrumentations serve the HTTP worker's telemetry, created by worker.create_arcade_mcp at run time). MCPApp,
    its tool decorator and arcade-core's catalog stay the real upstream code."""
    stubs = []
    try:
        import watchfiles  # noqa: F401
    except ImportError:
        module = types.ModuleType("watchfiles")
        module.watch = None
        sys.modules["watchfiles"] = module
        stubs.append("watchfiles.watch")
    try:
        import arcade_serve.fastapi.telemetry  # noqa: F401
    except ImportError:
        module = types.ModuleType("arcade_serve.fastapi.telemetry")
        module.OTELHandler = None
        sys.modules["arcade_serve.fastapi.telemetry"] = module
        stubs.append("arcade_serve.fastapi.telemetry.OTELHandler")
    except Exception:
        pass  # arcade-serve itself missing: @tool modules still compare
    return stubs


STUBS = stub_transport_only()

from arcade_core.catalog import ToolCatalog  # noqa: E402
from arcade_core.utils import snake_to_pascal_case  # noqa: E402

try:
    from arcade_mcp_server import MCPApp
    from loguru import logger

    logger.remove()  # MCPApp logs each tool it adds; with a sink already there it adds none of its own
    logger.add(sys.stderr, level="ERROR")
except ImportError:
    MCPApp = None

INSTALLED = tempfile.mkdtemp(prefix="compare-python-catalog-")
sys.path.append(INSTALLED)


def install_metadata(root, only_arcade=False):
    """What `pip install -e` of the project would give `importlib.metadata`: its name, version and summary from the
    nearest pyproject.toml above `root`. `app.add_tools_from_module(package)` (Toolkit.from_package) needs it."""
    folder = os.path.abspath(root)
    while not os.path.isfile(os.path.join(folder, "pyproject.toml")):
        if os.path.dirname(folder) == folder:
            return
        folder = os.path.dirname(folder)
    with open(os.path.join(folder, "pyproject.toml"), "rb") as source:
        project = tomllib.load(source).get("project", {})
    if not project.get("name") or (only_arcade and not project["name"].startswith("arcade")):
        return
    name = re.sub(r"[-_.]+", "_", project["name"]).lower()
    info = os.path.join(INSTALLED, f"{name}-{project.get('version', '0.0.0')}.dist-info")
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as out:
        out.write(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project.get('version', '0.0.0')}\n")
        out.write(f"Summary: {project.get('description', '')}\n")

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


# A prebuilt toolkit among ARCADE_DEPS (arcade-math, for an app's add_tools_from_module) as if pip-installed.
for path in os.environ.get("ARCADE_DEPS", "").split(":"):
    if path and os.path.isfile(os.path.join(path, "pyproject.toml")):
        install_metadata(path, only_arcade=True)


def rejected_by_app(error, path):
    """What MCPApp was doing when the import raised, if it was: ("tool", func) when add_tool was adding func (MCPApp
    checks each tool as it is decorated, so the catalog's error on one tool stops the module's import), or ("app",
    line) when the app itself was being made (MCPApp.__init__ validates its name and version), line being where the
    module called it."""
    tb = error.__traceback__
    line = None
    while tb is not None:
        local = tb.tb_frame.f_locals
        if os.path.abspath(tb.tb_frame.f_code.co_filename) == os.path.abspath(path):
            line = tb.tb_lineno
        if MCPApp is not None and isinstance(local.get("self"), MCPApp):
            if tb.tb_frame.f_code.co_name == "add_tool":
                return "tool", local.get("func")
            if tb.tb_frame.f_code.co_name == "__init__" and line is not None:
                return "app", line
        tb = tb.tb_next
    return None, None


def statement_lines(path, line):
    """The lines of the module-level statement holding `line` (an `app = MCPApp(...)` written over several)."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    for node in tree.body:
        if node.lineno <= line <= node.end_lineno:
            return [node.lineno, node.end_lineno]
    return [line, line]


def import_module(name, path):
    """The module, imported by its package name; by its path when that name is taken (arcade-mcp's `logging`
    example shadows the standard library's, so it runs as a script: `uv run server.py`; two examples' top-level
    `server.py` are both `server`)."""
    loaded = sys.modules.get(name)
    if loaded is None or os.path.abspath(getattr(loaded, "__file__", "") or "") == os.path.abspath(path):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
    spec = importlib.util.spec_from_file_location(f"compared_{abs(hash(path))}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    sys.path.insert(0, os.path.dirname(path))
    spec.loader.exec_module(module)
    return module


def app_tools(module, path):
    """The definitions each MCPApp of the module built, by function: [(func, definition, other file or None)]."""
    found = []
    for value in vars(module).values():
        if MCPApp is None or not isinstance(value, MCPApp):
            continue
        for materialized in value._catalog:
            func = inspect.unwrap(materialized.tool)  # the decorator's wrapper is arcade_tdk's
            source = os.path.abspath(inspect.getsourcefile(func) or path)
            other = None if source == os.path.abspath(path) else source
            found.append((func, materialized.definition.model_dump(mode="json"), other))
    return found


def build(path):
    name, root = module_name_and_root(path)
    if root not in sys.path:
        sys.path.insert(0, root)
        install_metadata(root)
    lines = function_lines(path)
    try:
        module = import_module(name, path)
    except BaseException as error:  # a missing package, a module that fails on import, or MCPApp's own rejection
        what, which = rejected_by_app(error, path)
        if what is None:
            return {"file": path, "import_error": f"{type(error).__name__}: {error}", "tools": []}
        if what == "tool":
            entry = {"function": which.__name__, "lines": lines.get(which.__name__), "app": True}
        else:
            entry = {"function": "MCPApp(...)", "lines": statement_lines(path, which), "app": True}
        entry["error"] = f"{type(error).__name__}: {error}"
        functions = list(lines.values())
        return {"file": path, "import_error": None, "tools": [entry], "nested": nested_tools(path), "functions": functions}
    tools = []
    by_app = set()
    for func, definition, other in app_tools(module, path):
        by_app.add(id(func))
        entry = {"function": func.__name__, "definition": definition, "app": True}
        if other:
            entry["source"] = other
            entry["lines"] = function_lines(other).get(func.__name__)
        else:
            entry["lines"] = lines.get(func.__name__)
        tools.append(entry)
    for attribute, func in vars(module).items():
        if not callable(func) or not hasattr(func, "__tool_name__"):
            continue
        if getattr(func, "__module__", None) != module.__name__:
            continue  # imported from elsewhere
        if id(func) in by_app:
            continue  # read from the app's catalog above
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
    print(json.dumps({"stubs": STUBS}), flush=True)
    for file in sys.argv[1:]:
        try:
            print(json.dumps(build(file)), flush=True)
        except Exception:
            print(json.dumps({"file": file, "import_error": traceback.format_exc(limit=1), "tools": []}), flush=True)
