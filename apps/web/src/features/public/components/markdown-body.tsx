import type { Block, Inline } from '../blog/markdown.ts';

function Inlines({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    switch (part.type) {
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'em':
        return <em key={index}>{part.text}</em>;
      case 'link':
        return (
          <a key={index} href={part.href} className="text-blue-800 underline dark:text-blue-300">
            {part.text}
          </a>
        );
      default:
        return part.text;
    }
  });
}

export function MarkdownBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index} className="mt-4 text-2xl font-bold tracking-tight">
                <Inlines content={block.content} />
              </Heading>
            );
          }
          case 'quote':
            return (
              <blockquote
                key={index}
                className="border-l-4 border-blue-700 pl-4 italic dark:border-blue-400"
              >
                <Inlines content={block.content} />
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={`flex flex-col gap-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines content={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index}>
                <Inlines content={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}
