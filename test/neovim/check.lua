-- Waits for toolschema's diagnostics on the current buffer, writes them as JSON to $TOOLSCHEMA_OUT, and quits
-- with status 0 when some arrived, 1 when none did within the deadline.
-- With $TOOLSCHEMA_HOVER_AT ("line:character", 0-based) it also asks for the hover there; with $TOOLSCHEMA_FIX
-- (a code action title) it applies that quick fix of the first diagnostic and waits for the diagnostics to go.
-- The JSON: { diagnostics = [...], hover = "markdown", fixed = "the buffer's text after the fix", after = [...] }.
local buf = vim.api.nvim_get_current_buf()
local arrived = vim.wait(15000, function()
  return #vim.diagnostic.get(buf) > 0
end, 50)

local function ours()
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out, {
      code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code),
      source = d.source,
      line = d.lnum,
      col = d.col,
      message = d.message,
      severity = d.severity,
    })
  end
  return out
end

local result = { diagnostics = ours() }
local uri = vim.uri_from_bufnr(buf)

local hover_at = vim.env.TOOLSCHEMA_HOVER_AT
if arrived and hover_at then
  local line, character = hover_at:match('^(%d+):(%d+)$')
  local params = { textDocument = { uri = uri }, position = { line = tonumber(line), character = tonumber(character) } }
  for _, response in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}) do
    local contents = response.result and response.result.contents
    if contents then result.hover = contents.value or contents end
  end
end

local fix_title = vim.env.TOOLSCHEMA_FIX
if arrived and fix_title then
  -- Neovim 0.7 keeps only the code of the LSP diagnostic: its range is rebuilt from the buffer's diagnostic.
  local d = vim.diagnostic.get(buf)[1]
  local range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } }
  local first = { range = range, message = d.message, source = d.source, severity = d.severity, code = d.user_data.lsp.code }
  local params = { textDocument = { uri = uri }, range = range, context = { diagnostics = { first } } }
  for client_id, response in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}) do
    for _, action in ipairs(response.result or {}) do
      if action.title == fix_title and action.edit then
        vim.lsp.util.apply_workspace_edit(action.edit, vim.lsp.get_client_by_id(client_id).offset_encoding)
        result.fixed = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
      end
    end
  end
  vim.wait(15000, function()
    return #vim.diagnostic.get(buf) == 0
  end, 50)
  result.after = ours()
end

local f = io.open(vim.env.TOOLSCHEMA_OUT, 'w')
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd(arrived and 'qall!' or 'cquit!')
