-- Minimal Neovim (0.7+) config for toolschema: start the language server for JSON, TypeScript, JavaScript and Python files
-- (a script is checked where it imports Pedelec, a Python file where it names arcade_tdk or arcade_mcp_server) and attach it.
-- Used by test/neovim/run.mjs; the README shows the same snippet for Neovim users.
local server = vim.env.TOOLSCHEMA_SERVER or 'toolschema-language-server'
local cmd = vim.env.TOOLSCHEMA_SERVER and { 'node', server, '--stdio' } or { server, '--stdio' }

vim.api.nvim_create_autocmd('FileType', {
  pattern = { 'json', 'jsonc', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'python' },
  callback = function(args)
    local client_id = vim.lsp.start_client({
      name = 'toolschema',
      cmd = cmd,
      root_dir = vim.fn.getcwd(),
      settings = { toolschema = { rules = {} } },
    })
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})
