-- Waits for toolschema's diagnostics on the current buffer, writes them as JSON to $TOOLSCHEMA_OUT, and quits
-- with status 0 when some arrived, 1 when none did within the deadline.
-- With $TOOLSCHEMA_ALSO (another server's diagnostic source, e.g. "Pyright") it also waits for that server's.
-- With $TOOLSCHEMA_HOVER_AT ("line:character", 0-based) it also asks for the hover there; with $TOOLSCHEMA_FIX
-- (a code action title) it applies that quick fix of toolschema's first diagnostic and waits for toolschema's
-- diagnostics to go.
-- The JSON: { diagnostics = [...], hover = "toolschema's markdown", hovers = { [client] = "markdown" },
-- actions = { [client] = { titles } }, fixed = "the buffer's text after the fix", after = [...] }.
local buf = vim.api.nvim_get_current_buf()
local also = vim.env.TOOLSCHEMA_ALSO

local function from(source)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.source == source then table.insert(out, d) end
  end
  return out
end

local arrived = vim.wait(30000, function()
  return #from('toolschema') > 0 and (also == nil or #from(also) > 0)
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

local result = { diagnostics = ours(), hovers = {}, actions = {} }
local uri = vim.uri_from_bufnr(buf)
local function client_name(client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  return client and client.name or tostring(client_id)
end

local hover_at = vim.env.TOOLSCHEMA_HOVER_AT
if arrived and hover_at then
  local line, character = hover_at:match('^(%d+):(%d+)$')
  local params = { textDocument = { uri = uri }, position = { line = tonumber(line), character = tonumber(character) } }
  for client_id, response in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}) do
    local contents = response.result and response.result.contents
    if contents then
      local value = contents.value or contents
      result.hovers[client_name(client_id)] = value
      if client_name(client_id) == 'toolschema' then result.hover = value end
    end
  end
end

local fix_title = vim.env.TOOLSCHEMA_FIX
if arrived and fix_title then
  -- Neovim 0.7 keeps only the code of the LSP diagnostic: its range is rebuilt from the buffer's diagnostic.
  local d = from('toolschema')[1]
  local range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } }
  local first = { range = range, message = d.message, source = d.source, severity = d.severity, code = d.user_data.lsp.code }
  local params = { textDocument = { uri = uri }, range = range, context = { diagnostics = { first } } }
  local chosen
  for client_id, response in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000) or {}) do
    local titles = {}
    for _, action in ipairs(response.result or {}) do
      table.insert(titles, action.title)
      if action.title == fix_title and action.edit and chosen == nil then chosen = { action = action, client_id = client_id } end
    end
    result.actions[client_name(client_id)] = titles
  end
  if chosen then
    vim.lsp.util.apply_workspace_edit(chosen.action.edit, vim.lsp.get_client_by_id(chosen.client_id).offset_encoding)
    result.fixed = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  end
  vim.wait(15000, function()
    return #from('toolschema') == 0
  end, 50)
  result.after = ours()
end

local f = io.open(vim.env.TOOLSCHEMA_OUT, 'w')
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd(arrived and 'qall!' or 'cquit!')
