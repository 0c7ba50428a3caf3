-- Waits for toolschema's diagnostics on the current buffer, writes them as JSON to $TOOLSCHEMA_OUT, and quits
-- with status 0 when some arrived, 1 when none did within the deadline.
local buf = vim.api.nvim_get_current_buf()
local arrived = vim.wait(15000, function()
  return #vim.diagnostic.get(buf) > 0
end, 50)
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
local f = io.open(vim.env.TOOLSCHEMA_OUT, 'w')
f:write(vim.fn.json_encode(out))
f:close()
vim.cmd(arrived and 'qall!' or 'cquit!')
