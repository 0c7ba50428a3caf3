-- Minimal Neovim (0.7+) config for toolschema: start the language server for JSON, TypeScript, JavaScript and Python files
-- (a script is checked where it imports Pedelec, a Python file where it names arcade_tdk or arcade_mcp_server) and attach it.
-- Used by test/neovim/run.mjs; the README shows the same snippet for Neovim users.
-- With $TOOLSCHEMA_PYRIGHT (the path of pyright's langserver.index.js) a Python buffer gets pyright too, as a Python
-- user's editor would (Pylance is built on pyright): the test checks the two servers side by side.
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

if vim.env.TOOLSCHEMA_PYRIGHT then
  vim.api.nvim_create_autocmd('FileType', {
    pattern = { 'python' },
    callback = function(args)
      local client_id = vim.lsp.start_client({
        name = 'pyright',
        cmd = { 'node', vim.env.TOOLSCHEMA_PYRIGHT, '--stdio' },
        root_dir = vim.fn.getcwd(),
        settings = { python = { analysis = { diagnosticMode = 'openFilesOnly' } } },
      })
      vim.lsp.buf_attach_client(args.buf, client_id)
    end,
  })
end
