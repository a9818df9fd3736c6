import { PaperClipOutlined } from '@ant-design/icons';
import { Flex } from 'antd';

/** An order's files, one link a line with a paper clip (the order page and the console's order drawer). */
export function FileLinks({
  files,
}: {
  files: ReadonlyArray<{ id: number | string; url: string; name: string }>;
}) {
  return (
    <Flex vertical>
      {files.map((file) => (
        <a key={file.id} href={file.url}>
          <PaperClipOutlined /> {file.name}
        </a>
      ))}
    </Flex>
  );
}
